import type { Site } from '@travel/config'
import { captchaSettings, invisibleCaptchaSettings, type CaptchaSettings } from './captchaSettings'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'

type Env = Record<string, string | undefined>
type GoogleSettings = Extract<CaptchaSettings, { mode: 'google' }>

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

/** Errors that mean our configuration is wrong, not the visitor's token: every token fails. */
const SECRET_ERRORS = ['missing-input-secret', 'invalid-input-secret']

/** Google's siteverify answer, as far as we read it (v2 has no score and no action; v3 has both). */
type SiteverifyAnswer = {
  success?: unknown
  hostname?: unknown
  score?: unknown
  action?: unknown
  'error-codes'?: unknown
}

async function askGoogle(token: string, ip: string | undefined, secret: string): Promise<SiteverifyAnswer> {
  const response = await fetch(SITEVERIFY_URL, {
    method: 'POST',
    body: new URLSearchParams({ secret, response: token, ...(ip ? { remoteip: ip } : {}) }),
    signal: AbortSignal.timeout(5000),
  })
  const answer: unknown = await response.json()
  if (typeof answer !== 'object' || answer === null) throw new Error(`siteverify answered ${response.status}`)
  return answer
}

/**
 * A token passes only when Google says so, for a page of this site, and (v3) with a score high
 * enough: a token solved elsewhere with our public site key proves nothing about this visit.
 * An invisible (v3) token must also have been made for the form's action and have a score.
 */
function accepts(
  answer: SiteverifyAnswer,
  site: Site,
  settings: GoogleSettings,
  { action, flood = false }: { action?: string; flood?: boolean },
): boolean {
  if (answer.success !== true) {
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : []
    if (codes.some((code) => SECRET_ERRORS.includes(String(code))))
      console.error(`reCAPTCHA refuses our secret (${codes.join(', ')}): check ${settings.secretName}`)
    return false
  }
  if (typeof answer.hostname !== 'string' || !settings.hostnames(site).includes(answer.hostname)) return false
  if (action !== undefined && answer.action !== action) return false
  if (answer.score === undefined) return action === undefined
  return (
    typeof answer.score === 'number' && answer.score >= (flood ? settings.floodMinScore : settings.minScore)
  )
}

async function verifyWithGoogle(
  token: string,
  { site, ip }: { site: Site; ip?: string },
  settings: GoogleSettings,
  check: { action?: string; flood?: boolean } = {},
): Promise<boolean> {
  let answer: SiteverifyAnswer
  try {
    answer = await askGoogle(token, ip, settings.secret)
  } catch (error) {
    console.error('reCAPTCHA verification failed', error)
    return false
  }
  return accepts(answer, site, settings, check)
}

/**
 * The server-side captcha check. False for a token that does not pass (or that Google could not
 * be asked about: logged). Throws when the server has no way to check tokens at all (see
 * captchaSettings): the form route answers that 503 and logs the reason.
 */
export async function verifyCaptcha(
  token: string,
  request: { site: Site; ip?: string },
  env: Env = process.env,
): Promise<boolean> {
  const settings = captchaSettings(env)
  if (settings.mode === 'test') return token === TEST_CAPTCHA_TOKEN
  return verifyWithGoogle(token, request, settings)
}

/**
 * The check of a form that shows no captcha: a reCAPTCHA v3 token made for `action` with a high
 * enough score (RECAPTCHA_V3_SECRET; RECAPTCHA_FLOOD_MIN_SCORE while the form is flooded), the
 * test token in test mode, and anything where neither is configured outside production.
 */
export async function verifyInvisibleCaptcha(
  token: string,
  request: { site: Site; ip?: string; action: string; flood?: boolean },
  env: Env = process.env,
): Promise<boolean> {
  const settings = invisibleCaptchaSettings(env)
  if (settings.mode === 'off') return true
  if (settings.mode === 'test') return token === TEST_CAPTCHA_TOKEN
  return verifyWithGoogle(token, request, settings, request)
}
