import type { Schema } from 'yup'
import type { DeliveryTarget } from '@/server/delivery/deliveryTargets'
import { validateSubmission, type Accept } from '@/server/submissions/acceptance'
import { requireCaptcha } from './requireCaptcha'

/**
 * Accepts a form whose body is checked by one yup schema (the browser's) and carries a captcha
 * token: the token is verified, then dropped from what is stored.
 */
export function acceptWithCaptcha<Values extends { captchaToken: string }>(options: {
  schema: Schema<Values>
  /** The message a refused captcha shows (the form's own text, as the spec gives it). */
  captchaMessage: string
  targets: DeliveryTarget[]
}): Accept {
  return async (body, request) => {
    const { captchaToken, ...payload } = await validateSubmission(options.schema, body)
    await requireCaptcha(captchaToken, request, options.captchaMessage)
    return { payload, targets: options.targets }
  }
}
