import path from 'node:path'
import dummySecrets from './dummySecrets.json'

/**
 * The e2e server: `next start` of the production build on its own port and dataset copy, with
 * dummy values for every secret (the build gets them too), so a test can prove none of them
 * reaches a browser.
 */
export const E2E_PORT = 3100
export const E2E_DATASET_DIR = path.join(__dirname, '..', '..', '..', '.e2e', 'dataset')
export const E2E_DATASET_PATH = path.join(E2E_DATASET_DIR, 'dataset.ndjson')
export const DUMMY_SECRETS: Record<string, string> = dummySecrets
export const E2E_REVALIDATE_SECRET = dummySecrets.SANITY_REVALIDATE_SECRET

export const e2eServerEnv = {
  ...dummySecrets,
  PORT: String(E2E_PORT),
  CONTENT_DATASET_PATH: E2E_DATASET_PATH,
  // The embedded source: a set project id would send the tests to Sanity.
  SANITY_PROJECT_ID: '',
}

/** A URL of a site, addressed by its host as a visitor would (`<site>.localhost`). */
export function siteUrl(siteId: string, pathname = '/'): string {
  return `http://${siteId}.localhost:${E2E_PORT}${pathname}`
}
