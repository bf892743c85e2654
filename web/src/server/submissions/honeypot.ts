import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from '@/captcha/invisibleBrake'
import { SubmissionRejected } from './acceptance'

/**
 * The body without its honeypot (InvisibleBrake.tsx: a field no person sees, sent beside every
 * form's values). Filled, or anything but text, it was a script: SubmissionRejected (400), and
 * nothing is stored or delivered.
 */
export function withoutHoneypot(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, HONEYPOT_FIELD))
    return body
  const { [HONEYPOT_FIELD]: honeypot, ...rest } = body as Record<string, unknown>
  if (honeypot !== '') throw new SubmissionRejected([{ message: HONEYPOT_MESSAGE }])
  return rest
}
