import type { Site } from '@travel/config'
import { SubmissionRejected } from '@/server/submissions/acceptance'
import { verifyCaptcha, verifyInvisibleCaptcha } from '@/server/captcha/verifyCaptcha'

/**
 * Every captcha form's check, run last so that a token (which Google verifies only once) is spent
 * only on an otherwise valid submission. A missing or refused token is the visitor's to fix (400
 * on `captchaToken`); a server that cannot check tokens throws, which the route answers 503.
 */
export async function requireCaptcha(
  token: string | undefined,
  request: { site: Site; ip: string },
  message: string,
): Promise<void> {
  if (!token || !(await verifyCaptcha(token, request)))
    throw new SubmissionRejected([{ field: 'captchaToken', message }])
}

/**
 * The same for a form that shows no captcha: its invisible token, made for `action`, with the
 * higher score a flooded form asks for (verifyInvisibleCaptcha).
 */
export async function requireInvisibleCaptcha(
  token: string | undefined,
  request: { site: Site; ip: string; action: string; flood?: boolean },
  message: string,
): Promise<void> {
  if (!(await verifyInvisibleCaptcha(token ?? '', request)))
    throw new SubmissionRejected([{ field: 'captchaToken', message }])
}
