import { HONEYPOT_FIELD } from './invisibleBrake'
import { TEST_CAPTCHA_TOKEN } from './testToken'

/** The reCAPTCHA v3 site key: its own key type, apart from the visible widget's v2 key. */
export const v3SiteKey = () => process.env.NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY

/** How long a send waits for Google's script before going without a token (and being refused). */
const SCRIPT_PATIENCE_MS = 10_000

type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

let loading: Promise<Grecaptcha> | undefined

function loadScript(key: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`
    script.async = true
    script.onload = () => {
      const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha))
      else reject(new Error('reCAPTCHA loaded without grecaptcha'))
    }
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'))
    document.head.append(script)
  })
}

/**
 * Loads Google's v3 script, once and only where a v3 key is set: a form calls this when it
 * shows the step that sends, never with the page, so no other page and no first paint pays for
 * it. A failed load is tried again on the next call.
 */
export function loadInvisibleCaptcha(): Promise<Grecaptcha> | undefined {
  const siteKey = v3SiteKey()
  if (!siteKey) return undefined
  loading ??= loadScript(siteKey).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

function within<Value>(promise: Promise<Value>, ms: number): Promise<Value> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('reCAPTCHA took too long')), ms)),
  ])
}

/**
 * A token for `action`: Google's score where a v3 key is set, else the test token (which only
 * a server in test mode asks for). '' when Google cannot be reached (a blocker, the network):
 * the route then refuses with a message, rather than the send waiting for ever.
 */
async function invisibleCaptchaToken(action: string): Promise<string> {
  const script = loadInvisibleCaptcha()
  const siteKey = v3SiteKey()
  if (!script || !siteKey) return TEST_CAPTCHA_TOKEN
  try {
    const grecaptcha = await within(script, SCRIPT_PATIENCE_MS)
    return await within(grecaptcha.execute(siteKey, { action }), SCRIPT_PATIENCE_MS)
  } catch {
    return ''
  }
}

/** Marks the honeypot (InvisibleBrake.tsx), whatever a form names its own fields. */
export const HONEYPOT_MARK = 'data-honeypot'

/** What the page's honeypots hold: '' unless something filled a field no person can see. */
function honeypotValue(): string {
  const fields = document.querySelectorAll<HTMLInputElement>(`input[${HONEYPOT_MARK}]`)
  return Array.from(fields, (field) => field.value).join('')
}

/** What every form sends beside its values (postForm's `beside`): the honeypot's content. */
export function honeypot(): Record<string, string> {
  return { [HONEYPOT_FIELD]: honeypotValue() }
}

/**
 * What a form without a visible captcha sends beside its values, made at each send: the
 * honeypot, and a v3 token (it lasts two minutes and serves once).
 */
export async function invisibleBrake(action: string): Promise<Record<string, string>> {
  return { captchaToken: await invisibleCaptchaToken(action), ...honeypot() }
}
