import { TEST_CAPTCHA_TOKEN } from './testToken'

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

/** Server-side captcha check: Google's siteverify with a secret, the test token without one. */
export async function verifyCaptcha(
  token: string,
  remoteIp: string | undefined,
  secret: string | undefined = process.env.RECAPTCHA_SECRET?.trim() || undefined,
): Promise<boolean> {
  if (!secret) return token === TEST_CAPTCHA_TOKEN
  try {
    const response = await fetch(SITEVERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) }),
      signal: AbortSignal.timeout(5000),
    })
    const answer = (await response.json()) as { success?: boolean }
    return answer.success === true
  } catch (error) {
    console.error('reCAPTCHA verification failed', error)
    return false
  }
}
