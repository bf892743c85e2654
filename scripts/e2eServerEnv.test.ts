import { e2eServerEnvironment } from './e2eServerEnv.mjs'

const dummySecrets = {
  WAREHOUSE_API_KEY: 'dummy-warehouse-key',
  SANITY_REVALIDATE_SECRET: 'dummy-webhook-secret',
}

/** What the e2e server receives: the shell's environment under the Playwright config's e2e one. */
const shell = {
  PATH: '/usr/bin',
  DATABASE_URL: 'postgres://real-db/app',
  PASSENGER_PORTAL_API_URL: 'https://portal.example.net',
  CMS_STORE_API_URL: 'https://store.example.net',
  RESERVATION_API_KEY: 'real-reservation-key',
  CRON_SECRET: 'real-cron-secret',
  STRIPE_SECRET: 'real-stripe-secret',
  SANITY_API_WRITE_TOKEN: 'real-write-token',
}
const e2e = {
  ...dummySecrets,
  SANDBOX_URL: 'http://127.0.0.1:4110',
  SUBMISSIONS_SQLITE_PATH: '/repo/.e2e/submissions.sqlite',
  RECAPTCHA_SECRET: '',
}

describe('e2eServerEnvironment', () => {
  const env = e2eServerEnvironment({ ...shell, ...e2e }, dummySecrets)

  it("keeps the shell's database, upstreams and secrets from the e2e server", () => {
    for (const name of [
      'DATABASE_URL',
      'PASSENGER_PORTAL_API_URL',
      'CMS_STORE_API_URL',
      'RESERVATION_API_KEY',
      'CRON_SECRET',
      'STRIPE_SECRET',
      'SANITY_API_WRITE_TOKEN',
    ]) {
      expect([name, env[name]]).toEqual([name, ''])
    }
  })

  it('blanks them even when unset, so a web/.env*.local file cannot supply them either', () => {
    const bare = e2eServerEnvironment({ PATH: '/usr/bin' }, {})
    for (const name of [
      'DATABASE_URL',
      'WAREHOUSE_API_URL',
      'WAREHOUSE_API_KEY',
      'CRON_SECRET',
      'RECAPTCHA_V3_SECRET',
    ]) {
      expect([name, bare[name]]).toEqual([name, ''])
    }
  })

  it("keeps the tests' own settings and dummy secrets, and everything else", () => {
    expect(env).toMatchObject({ ...e2e, PATH: '/usr/bin' })
  })

  it('refuses a real value under the name of a dummy secret', () => {
    const real = e2eServerEnvironment({ WAREHOUSE_API_KEY: 'real-warehouse-key' }, dummySecrets)
    expect(real.WAREHOUSE_API_KEY).toBe('')
  })
})
