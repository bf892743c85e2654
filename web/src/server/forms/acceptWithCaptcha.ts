import type { Schema } from 'yup'
import type { TargetFor } from '@/server/delivery/deliveryTargets'
import { validateSubmission, type Accept } from '@/server/submissions/acceptance'
import { accepted } from './accepted'
import { requireCaptcha } from './requireCaptcha'

/**
 * Accepts a form whose body is checked by one yup schema (the browser's) and carries a captcha
 * token: the token is verified, then dropped from what is stored.
 */
export function acceptWithCaptcha<Values extends { captchaToken: string }>(options: {
  schema: Schema<Values>
  /** The message a refused captcha shows (the form's own text, as the spec gives it). */
  captchaMessage: string
  /** The targets that deliver what is stored: the values without the token. */
  targets: TargetFor<Omit<Values, 'captchaToken'>>[]
}): Accept {
  return async (body, request) => {
    const { captchaToken, ...payload } = await validateSubmission(options.schema, body)
    await requireCaptcha(captchaToken, request, options.captchaMessage)
    return accepted(payload, options.targets)
  }
}
