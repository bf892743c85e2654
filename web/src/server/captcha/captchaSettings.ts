import { backOfficeIsSandbox, ConfigError, type Site } from '@travel/config'

type Env = Record<string, string | undefined>

type GoogleSettings = {
  mode: 'google'
  secret: string
  /** The setting that holds the secret, named when Google refuses it. */
  secretName: string
  minScore: number
  /** The score asked for while a form is flooded (the site-wide brake): at least minScore. */
  floodMinScore: number
  hostnames: (site: Site) => string[]
}

/** How the server checks captcha tokens: with Google, or (development and tests) the test token. */
export type CaptchaSettings = GoogleSettings | { mode: 'test' }

/**
 * How the server checks the invisible (reCAPTCHA v3) tokens of forms that show no captcha: as
 * the visible captcha's, or not at all where no v3 key is configured.
 */
export type InvisibleCaptchaSettings = CaptchaSettings | { mode: 'off' }

export const CAPTCHA_UNCONFIGURED =
  "RECAPTCHA_SECRET is not set and CAPTCHA_MODE is not 'test': captcha forms are refused"

export const INVISIBLE_CAPTCHA_UNCONFIGURED =
  "RECAPTCHA_V3_SECRET is not set and CAPTCHA_MODE is not 'test': in production, forms without a visible captcha are refused"

const DEFAULT_MIN_SCORE = 0.5
const DEFAULT_FLOOD_MIN_SCORE = 0.7

function score(name: string, value: string | undefined, fallback: number): number {
  if (!value?.trim()) return fallback
  const score = Number(value)
  if (!Number.isFinite(score) || score < 0 || score > 1)
    throw new Error(`${name} must be a number from 0 to 1, not "${value}"`)
  return score
}

/**
 * The hosts a token may have been solved on: the site's domains, and `<id>.localhost` only
 * outside production, where nobody visits it. In production a token from a local page is one
 * solved off our site (a page anyone can serve on their own machine with our public site key).
 */
export function captchaHostnames(site: Site, production: boolean): string[] {
  return production ? [...site.domains] : [...site.domains, `${site.id}.localhost`]
}

/**
 * A secret always means real verification, whatever CAPTCHA_MODE says: a test token must never
 * pass where Google is configured. Without one, only an explicit CAPTCHA_MODE=test (set by
 * `npm run dev` and the e2e server) accepts the test token; otherwise the check refuses to run,
 * so a server deployed without its secret cannot be fooled by the test widget's token.
 */
export function captchaSettings(env: Env = process.env): CaptchaSettings {
  const settings = settingsOf('RECAPTCHA_SECRET', env)
  if (settings.mode === 'off') throw new Error(CAPTCHA_UNCONFIGURED)
  return settings
}

/**
 * The invisible captcha has its own key (a v3 key: Google's key types do not mix), so
 * RECAPTCHA_V3_SECRET, with the same precedence over test mode. Without either, a form that
 * shows no captcha is not held back by one (its honeypot and rate limits still apply) outside
 * production; a production server refuses to check, so such forms are refused (503) and the
 * log says why, never left open to scripts.
 */
export function invisibleCaptchaSettings(env: Env = process.env): InvisibleCaptchaSettings {
  const settings = settingsOf('RECAPTCHA_V3_SECRET', env)
  if (settings.mode === 'off' && env.NODE_ENV === 'production')
    throw new Error(INVISIBLE_CAPTCHA_UNCONFIGURED)
  return settings
}

export const TEST_MODE_IN_PRODUCTION =
  'CAPTCHA_MODE=test lets anyone pass the captcha with the test token: a production server whose ' +
  'back office is not the sandbox refuses it. Unset CAPTCHA_MODE and set RECAPTCHA_SECRET ' +
  '(and RECAPTCHA_V3_SECRET for the wizard).'

/** Whether the test token may pass at all: never on a production server with a real back office. */
function testModeAllowed(env: Env): boolean {
  return env.NODE_ENV !== 'production' || backOfficeIsSandbox(env)
}

/**
 * Throws a ConfigError when a production server (NODE_ENV=production, its back office real: not
 * every API the sandbox) is told CAPTCHA_MODE=test, secret or not: checked at start-up
 * (serverSettings.ts). Development, the tests and the production checks (the sandbox as the back
 * office) keep test mode.
 */
export function checkCaptchaMode(env: Env = process.env): void {
  if (env.CAPTCHA_MODE?.trim() === 'test' && !testModeAllowed(env))
    throw new ConfigError(TEST_MODE_IN_PRODUCTION)
}

function settingsOf(secretName: string, env: Env): InvisibleCaptchaSettings {
  const secret = env[secretName]?.trim()
  if (secret) {
    const production = env.NODE_ENV === 'production'
    const minScore = score('RECAPTCHA_MIN_SCORE', env.RECAPTCHA_MIN_SCORE, DEFAULT_MIN_SCORE)
    return {
      mode: 'google',
      secret,
      secretName,
      minScore,
      floodMinScore: Math.max(
        minScore,
        score('RECAPTCHA_FLOOD_MIN_SCORE', env.RECAPTCHA_FLOOD_MIN_SCORE, DEFAULT_FLOOD_MIN_SCORE),
      ),
      hostnames: (site) => captchaHostnames(site, production),
    }
  }
  if (env.CAPTCHA_MODE?.trim() !== 'test') return { mode: 'off' }
  // A server that skipped the start-up check (a serverless function) refuses the test token too.
  checkCaptchaMode(env)
  return { mode: 'test' }
}
