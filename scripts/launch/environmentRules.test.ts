import { environmentFindings, GOOGLE_TEST_KEYS } from './environmentRules'

/** A production environment with everything the launch check asks for. */
const clean = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://web@db.internal/travel',
  WAREHOUSE_API_URL: 'https://warehouse.internal',
  WAREHOUSE_API_KEY: 'warehouse-key',
  RESERVATION_API_URL: 'https://reservations.internal',
  RESERVATION_API_KEY: 'reservation-key',
  PASSENGER_PORTAL_API_URL: 'https://portal.internal',
  CMS_STORE_API_URL: 'https://cms-store.internal',
  SMTP_URL: 'smtp://mailer:secret@smtp.internal:587',
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key-v2',
  RECAPTCHA_SECRET: 'secret-v2',
  NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY: 'site-key-v3',
  RECAPTCHA_V3_SECRET: 'secret-v3',
}

const problems = (env: Record<string, string | undefined>) =>
  environmentFindings(env).map((finding) => finding.problem)

describe('the launch check’s environment rules', () => {
  it('list nothing for a production environment with everything in place', () => {
    expect(environmentFindings(clean)).toEqual([])
    // --production on a machine whose NODE_ENV says otherwise reads the settings as production's.
    expect(environmentFindings({ ...clean, NODE_ENV: undefined })).toEqual([])
  })

  it('list an environment without SMTP', () => {
    expect(environmentFindings({ ...clean, SMTP_URL: undefined })).toEqual([
      {
        where: 'environment',
        problem: 'No SMTP server: form emails, confirmations and failure alerts are never sent.',
        fix: 'Environment: set SMTP_URL (or SMTP_HOST with SMTP_PORT, SMTP_USER, SMTP_PASSWORD).',
      },
    ])
    expect(environmentFindings({ ...clean, SMTP_URL: undefined, SMTP_HOST: 'smtp.internal' })).toEqual([])
  })

  it('list a test captcha: test mode, a missing key or secret, or Google’s test keys', () => {
    expect(problems({ ...clean, CAPTCHA_MODE: 'test' })).toEqual([
      'CAPTCHA_MODE=test: anyone passes the captcha with the test token.',
    ])
    expect(problems({ ...clean, RECAPTCHA_SECRET: '' })).toEqual([
      'RECAPTCHA_SECRET is not set: the servers refuse every form with a captcha.',
    ])
    expect(problems({ ...clean, RECAPTCHA_V3_SECRET: undefined })).toEqual([
      'RECAPTCHA_V3_SECRET is not set: the servers refuse every form that shows no captcha (the tailor-made wizard, the enquiry tabs…).',
    ])
    expect(problems({ ...clean, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: undefined })).toEqual([
      'NEXT_PUBLIC_RECAPTCHA_SITE_KEY is not set: the forms show the local test captcha, not Google’s.',
    ])
    expect(problems({ ...clean, NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY: undefined })).toEqual([
      'NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY is not set: forms without a visible captcha send no token, and are refused.',
    ])
    const [siteKey, secret] = GOOGLE_TEST_KEYS
    expect(problems({ ...clean, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: siteKey, RECAPTCHA_SECRET: secret })).toEqual(
      [
        'NEXT_PUBLIC_RECAPTCHA_SITE_KEY is Google’s test key: every captcha passes.',
        'RECAPTCHA_SECRET is Google’s test key: every captcha passes.',
      ],
    )
  })

  it('list what a production server would refuse to start without', () => {
    expect(problems({ ...clean, CMS_STORE_API_URL: undefined })).toEqual([
      expect.stringMatching(/^A production server refuses to start: Missing CMS_STORE_API_URL/),
    ])
  })

  it('list a back office or booking site that is the sandbox', () => {
    const sandbox = 'http://127.0.0.1:4010'
    expect(problems({ ...clean, SANDBOX_URL: sandbox, CMS_STORE_API_URL: undefined })).toEqual([
      'SANDBOX_URL is set: each back-office API without its own URL is the sandbox.',
    ])
    const onlySandbox = Object.fromEntries(
      Object.entries(clean).filter(([name]) => !name.endsWith('_API_URL')),
    )
    expect(problems({ ...onlySandbox, SANDBOX_URL: sandbox })).toEqual([
      'SANDBOX_URL is set and no back-office API is: every submission goes to the sandbox.',
    ])
    expect(problems({ ...clean, NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN: sandbox })).toEqual([
      `NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN is set: booking links go to ${sandbox}, not the booking sites.`,
    ])
  })
})
