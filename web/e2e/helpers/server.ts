import path from 'node:path'
import dummySecrets from './dummySecrets.json'

/**
 * The e2e server: `next start` of the production build on its own port and dataset copy, with
 * dummy values for every secret (the build gets them too), so a test can prove none of them
 * reaches a browser.
 */
// Overridable, so that two checkouts on one machine can run their e2e tests at once.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_DATASET_DIR = path.join(__dirname, '..', '..', '..', '.e2e', 'dataset')
export const E2E_DATASET_PATH = path.join(E2E_DATASET_DIR, 'dataset.ndjson')
export const DUMMY_SECRETS: Record<string, string> = dummySecrets
export const E2E_REVALIDATE_SECRET = dummySecrets.SANITY_REVALIDATE_SECRET
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110)
export const E2E_SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`
/** The sandbox's SMTP sink (scripts/sandbox/main.ts: 1000 ports above the sandbox). */
export const E2E_SMTP_URL = `smtp://127.0.0.1:${E2E_SANDBOX_PORT + 1000}`
export const E2E_SUBMISSIONS_DB = path.join(__dirname, '..', '..', '..', '.e2e', 'submissions.sqlite')

/**
 * The Studio: its Presentation tool may frame draft previews, and failure alerts link to its
 * Submissions tool (scripts/e2e-build.mjs says the same).
 */
export const E2E_STUDIO_URL = 'https://studio.example.com'

/**
 * A fake Sanity API answering only the admin API's token check (GET /users/me): the content
 * stays embedded. web/e2e/adminApi.spec.ts starts it on this port (2000 above the sandbox).
 */
export const E2E_SANITY_API_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT + 2000}`

export const e2eServerEnv = {
  ...dummySecrets,
  PORT: String(E2E_PORT),
  CONTENT_DATASET_PATH: E2E_DATASET_PATH,
  // The embedded source: a set project id would send the tests to Sanity.
  SANITY_PROJECT_ID: '',
  // The build had dummy captcha secrets (for the leak check); the server runs without them, in
  // test mode, so the test widget's token (and the wizard's, sent invisibly) is accepted instead
  // of asking Google, which cannot be reached here. Without the mode, captcha forms would be
  // refused (503).
  RECAPTCHA_SECRET: '',
  RECAPTCHA_V3_SECRET: '',
  CAPTCHA_MODE: 'test',
  SANDBOX_URL: E2E_SANDBOX_URL,
  SMTP_URL: E2E_SMTP_URL,
  SMTP_FROM: 'Website <no-reply@example.com>',
  SANITY_STUDIO_URL: E2E_STUDIO_URL,
  // The admin API checks Studio tokens with this project's users/me, on the fake Sanity API.
  SANITY_STUDIO_PROJECT_ID: 'e2e-project',
  SANITY_API_HOST: E2E_SANITY_API_URL,
  SUBMISSIONS_SQLITE_PATH: E2E_SUBMISSIONS_DB,
  // Retries within a test's patience; many submissions from one address.
  OUTBOX_BASE_DELAY_MS: '300',
  OUTBOX_POLL_MS: '300',
  // A killed server's claims expire within the durability test's patience.
  OUTBOX_LEASE_MS: '15000',
  FORM_RATE_LIMIT_PER_MINUTE: '1000',
  LOOKUP_RATE_LIMIT_PER_MINUTE: '1000',
  // Every test uploads from this one address, some files of 10 MB.
  UPLOADS_VISITOR_DAILY_MB: '10000',
  UPLOAD_PASSES_PER_HOUR: '10000',
  // Tests running at once send many requests to one site.
  FORM_SITE_RATE_LIMIT_PER_MINUTE: '100000',
  // Sitemap files of 20 addresses: the tours site has more, so its sitemap is an index of files
  // (which past 50,000 pages it would be), golf's too, and the tests that read sitemaps follow them.
  SITEMAP_MAX_URLS: '20',
}

/** A URL of a site, addressed by its host as a visitor would (`<site>.localhost`). */
export function siteUrl(siteId: string, pathname = '/'): string {
  return `http://${siteId}.localhost:${E2E_PORT}${pathname}`
}
