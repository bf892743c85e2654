// The e2e server serves the sandbox and its own SQLite file, and holds no real secret: whatever
// the developer's shell (or web/.env*.local) says about the database, the back-office APIs or a
// secret must not reach it, or the tests would post to real systems. A test that needs a secret
// plants a dummy one in web/e2e/helpers/dummySecrets.json, where the leak test looks for it.

/** Set even when absent: Next's .env files never override a variable that is set, even to ''. */
const ALWAYS_BLANKED = [
  'DATABASE_URL',
  // Uploads stay in the e2e server's own SQLite file, never in a bucket of the shell's.
  'UPLOADS_STORE',
  'WAREHOUSE_API_URL',
  'WAREHOUSE_API_KEY',
  'RESERVATION_API_URL',
  'RESERVATION_API_KEY',
  'PASSENGER_PORTAL_API_URL',
  'CMS_STORE_API_URL',
  'SANITY_REVALIDATE_SECRET',
  'SANITY_API_READ_TOKEN',
  'RECAPTCHA_SECRET',
  'RECAPTCHA_V3_SECRET',
  'CRON_SECRET',
]
const SECRET_LIKE = /^DATABASE_URL$|_API_URL$|_API_KEY$|_SECRET$|_TOKEN$|_PASSWORD$/

/**
 * `env` with every database, upstream and secret setting blank ('' reads as unset), except the
 * dummy secrets the tests plant.
 */
export function e2eServerEnvironment(env, dummySecrets) {
  const blanked = new Set([...ALWAYS_BLANKED, ...Object.keys(env).filter((name) => SECRET_LIKE.test(name))])
  const result = { ...env }
  for (const name of blanked) {
    const dummy = dummySecrets[name]
    result[name] = dummy !== undefined && env[name] === dummy ? dummy : ''
  }
  return result
}
