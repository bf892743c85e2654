import path from 'node:path'

/** The e2e server: `next start` of the production build on its own port and dataset copy. */
export const E2E_PORT = 3100
export const E2E_DATASET_DIR = path.join(__dirname, '..', '..', '..', '.e2e', 'dataset')
export const E2E_DATASET_PATH = path.join(E2E_DATASET_DIR, 'dataset.ndjson')
export const E2E_REVALIDATE_SECRET = 'e2e-webhook-secret'

export const e2eServerEnv = {
  PORT: String(E2E_PORT),
  CONTENT_DATASET_PATH: E2E_DATASET_PATH,
  SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
  // The embedded source: a set project id would send the tests to Sanity.
  SANITY_PROJECT_ID: '',
}

/** A URL of a site, addressed by its host as a visitor would (`<site>.localhost`). */
export function siteUrl(siteId: string, pathname = '/'): string {
  return `http://${siteId}.localhost:${E2E_PORT}${pathname}`
}
