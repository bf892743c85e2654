/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { verifyCaptcha, verifyInvisibleCaptcha } from './verifyCaptcha'

const tours = getSite('tours') as Site
const request = { site: tours, ip: '203.0.113.7' }
const withSecret = { RECAPTCHA_SECRET: 'the-secret', NODE_ENV: 'production' }

let fetchSpy: jest.SpiedFunction<typeof fetch>

/** Google's siteverify answers this for every call. */
function googleAnswers(answer: Record<string, unknown>) {
  fetchSpy.mockImplementation(async () => Response.json(answer))
}

beforeEach(() => {
  fetchSpy = jest.spyOn(global, 'fetch').mockRejectedValue(new Error('no network in unit tests'))
  // Any other failure to ask Google would pass for a refusal: make it fail the test instead.
  jest.spyOn(console, 'error').mockImplementation((...args) => {
    throw new Error(`unexpected log: ${args.join(' ')}`)
  })
})

afterEach(() => {
  jest.restoreAllMocks()
})

describe('without a secret', () => {
  it("accepts the test widget's token, and only it, in test mode, without asking Google", async () => {
    const env = { CAPTCHA_MODE: 'test' }
    expect(await verifyCaptcha(TEST_CAPTCHA_TOKEN, request, env)).toBe(true)
    expect(await verifyCaptcha('forged', request, env)).toBe(false)
    expect(await verifyCaptcha('', request, env)).toBe(false)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it.each([{}, { CAPTCHA_MODE: '' }, { CAPTCHA_MODE: 'on' }, { RECAPTCHA_SECRET: '  ' }])(
    'refuses to check anything, saying why, when test mode is not switched on: %p',
    async (env) => {
      await expect(verifyCaptcha(TEST_CAPTCHA_TOKEN, request, env)).rejects.toThrow(
        "RECAPTCHA_SECRET is not set and CAPTCHA_MODE is not 'test': captcha forms are refused",
      )
      expect(fetchSpy).not.toHaveBeenCalled()
    },
  )
})

describe("with a secret, Google's answer", () => {
  const good = { success: true, hostname: 'www.wayfarertours.com.au' }

  it("is asked with the secret, the visitor's token and address", async () => {
    googleAnswers(good)
    expect(await verifyCaptcha('token-1', request, withSecret)).toBe(true)
    const [url, init] = fetchSpy.mock.calls[0]!
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify')
    expect(Object.fromEntries(init!.body as URLSearchParams)).toEqual({
      secret: 'the-secret',
      response: 'token-1',
      remoteip: '203.0.113.7',
    })
  })

  it("decides even in test mode: a secret means real verification, so the test token is Google's to refuse", async () => {
    googleAnswers({ success: false, 'error-codes': ['invalid-input-response'] })
    expect(await verifyCaptcha(TEST_CAPTCHA_TOKEN, request, { ...withSecret, CAPTCHA_MODE: 'test' })).toBe(
      false,
    )
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('refuses a token Google did not accept', async () => {
    googleAnswers({ success: false, hostname: 'wayfarertours.com.au' })
    expect(await verifyCaptcha('token', request, withSecret)).toBe(false)
    googleAnswers({ success: 'true', hostname: 'wayfarertours.com.au' })
    expect(await verifyCaptcha('token', request, withSecret)).toBe(false)
  })

  it("refuses a token solved on a page that is not this site's, and one without a hostname", async () => {
    for (const hostname of ['tidewatercruises.com.au', 'wayfarertours.com.au.evil.example', 'localhost']) {
      googleAnswers({ success: true, hostname })
      expect(await verifyCaptcha('token', request, withSecret)).toBe(false)
    }
    googleAnswers({ success: true })
    expect(await verifyCaptcha('token', request, withSecret)).toBe(false)
  })

  it("accepts the site's <id>.localhost development host only outside production", async () => {
    googleAnswers({ success: true, hostname: 'tours.localhost' })
    expect(await verifyCaptcha('token', request, { RECAPTCHA_SECRET: 's', NODE_ENV: 'development' })).toBe(
      true,
    )
    expect(await verifyCaptcha('token', request, withSecret)).toBe(false)
    googleAnswers({ success: true, hostname: 'cruises.localhost' })
    expect(await verifyCaptcha('token', request, { RECAPTCHA_SECRET: 's', NODE_ENV: 'development' })).toBe(
      false,
    )
  })

  it('refuses a v3 score below RECAPTCHA_MIN_SCORE (0.5 unless set), and accepts one at it or above', async () => {
    const scored = (score: number) => googleAnswers({ ...good, score })
    scored(0.4)
    expect(await verifyCaptcha('token', request, withSecret)).toBe(false)
    scored(0.5)
    expect(await verifyCaptcha('token', request, withSecret)).toBe(true)
    scored(0.7)
    expect(await verifyCaptcha('token', request, { ...withSecret, RECAPTCHA_MIN_SCORE: '0.8' })).toBe(false)
    scored(0.9)
    expect(await verifyCaptcha('token', request, { ...withSecret, RECAPTCHA_MIN_SCORE: '0.8' })).toBe(true)
  })

  it('refuses to check anything with a RECAPTCHA_MIN_SCORE that is not a score', async () => {
    googleAnswers({ ...good, score: 0.9 })
    for (const RECAPTCHA_MIN_SCORE of ['high', '1.5', '-1']) {
      await expect(verifyCaptcha('token', request, { ...withSecret, RECAPTCHA_MIN_SCORE })).rejects.toThrow(
        `RECAPTCHA_MIN_SCORE must be a number from 0 to 1, not "${RECAPTCHA_MIN_SCORE}"`,
      )
    }
  })

  it('refuses, and logs why, when Google cannot be reached or answers nonsense', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await verifyCaptcha('token', request, withSecret)).toBe(false)
    expect(log).toHaveBeenCalledWith('reCAPTCHA verification failed', expect.any(Error))
    fetchSpy.mockImplementation(async () => new Response('<html>busy</html>', { status: 503 }))
    expect(await verifyCaptcha('token', request, withSecret)).toBe(false)
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('logs when Google says the secret itself is wrong: every captcha would be refused', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    googleAnswers({ success: false, 'error-codes': ['invalid-input-secret'] })
    expect(await verifyCaptcha('token', request, withSecret)).toBe(false)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('invalid-input-secret'))
  })
})

describe('the invisible (v3) captcha of a form that shows none', () => {
  const wizard = { ...request, action: 'tailor_made' }
  const withV3Secret = { RECAPTCHA_V3_SECRET: 'the-v3-secret', NODE_ENV: 'production' }
  const scored = { success: true, hostname: 'www.wayfarertours.com.au', action: 'tailor_made', score: 0.9 }

  it('is asked about with its own secret, not the visible widget’s', async () => {
    googleAnswers(scored)
    const env = { ...withV3Secret, RECAPTCHA_SECRET: 'the-v2-secret' }
    expect(await verifyInvisibleCaptcha('token-1', wizard, env)).toBe(true)
    expect(Object.fromEntries(fetchSpy.mock.calls[0]![1]!.body as URLSearchParams)).toMatchObject({
      secret: 'the-v3-secret',
      response: 'token-1',
    })
  })

  it('refuses a low score, another action, a token without a score, and one for another site', async () => {
    for (const answer of [
      { ...scored, score: 0.3 },
      { ...scored, action: 'login' },
      { ...scored, action: undefined },
      { ...scored, score: undefined },
      { ...scored, hostname: 'tidewatercruises.com.au' },
      { ...scored, success: false },
    ]) {
      googleAnswers(answer)
      expect(await verifyInvisibleCaptcha('token', wizard, withV3Secret)).toBe(false)
    }
  })

  it('takes the test token, and only it, in test mode, and wins over it with a secret', async () => {
    expect(await verifyInvisibleCaptcha(TEST_CAPTCHA_TOKEN, wizard, { CAPTCHA_MODE: 'test' })).toBe(true)
    expect(await verifyInvisibleCaptcha('', wizard, { CAPTCHA_MODE: 'test' })).toBe(false)
    googleAnswers({ success: false, 'error-codes': ['invalid-input-response'] })
    const both = { ...withV3Secret, CAPTCHA_MODE: 'test' }
    expect(await verifyInvisibleCaptcha(TEST_CAPTCHA_TOKEN, wizard, both)).toBe(false)
  })

  it('holds nothing back where no v3 key is configured, even with the visible widget’s secret', async () => {
    expect(await verifyInvisibleCaptcha('', wizard, {})).toBe(true)
    expect(await verifyInvisibleCaptcha('', wizard, { RECAPTCHA_SECRET: 'the-v2-secret' })).toBe(true)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('names its own secret when Google refuses it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    googleAnswers({ success: false, 'error-codes': ['invalid-input-secret'] })
    expect(await verifyInvisibleCaptcha('token', wizard, withV3Secret)).toBe(false)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('check RECAPTCHA_V3_SECRET'))
  })
})
