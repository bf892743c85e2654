import type { Site } from '@travel/config'

type Env = Record<string, string | undefined>

/** How the server checks captcha tokens: with Google, or (development and tests) the test token. */
export type CaptchaSettings =
  { mode: 'google'; secret: string; minScore: number; hostnames: (site: Site) => string[] } | { mode: 'test' }

export const CAPTCHA_UNCONFIGURED =
  "RECAPTCHA_SECRET is not set and CAPTCHA_MODE is not 'test': captcha forms are refused"

const DEFAULT_MIN_SCORE = 0.5

function minScore(value: string | undefined): number {
  if (!value?.trim()) return DEFAULT_MIN_SCORE
  const score = Number(value)
  if (!Number.isFinite(score) || score < 0 || score > 1)
    throw new Error(`RECAPTCHA_MIN_SCORE must be a number from 0 to 1, not "${value}"`)
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
  const secret = env.RECAPTCHA_SECRET?.trim()
  if (secret) {
    const production = env.NODE_ENV === 'production'
    return {
      mode: 'google',
      secret,
      minScore: minScore(env.RECAPTCHA_MIN_SCORE),
      hostnames: (site) => captchaHostnames(site, production),
    }
  }
  if (env.CAPTCHA_MODE?.trim() === 'test') return { mode: 'test' }
  throw new Error(CAPTCHA_UNCONFIGURED)
}
