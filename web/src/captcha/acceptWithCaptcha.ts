import type { Schema } from 'yup'
import type { DeliveryTarget } from '../submissions/deliveryTargets'
import { validateSubmission, type submissionRoute } from '../submissions/submissionRoute'
import { requireCaptcha } from './requireCaptcha'

type Accept = Parameters<typeof submissionRoute>[0]['accept']

/**
 * Accepts a form whose body is checked by one yup schema (the browser's) and carries a captcha
 * token: the token is verified, then dropped from what is stored.
 */
export function acceptWithCaptcha<Values extends { captchaToken: string }>(options: {
  schema: Schema<Values>
  /** The message a refused captcha shows (the form's own text, spec 01 §8). */
  captchaMessage: string
  targets: DeliveryTarget[]
}): Accept {
  return async (body, request) => {
    const { captchaToken, ...payload } = await validateSubmission(options.schema, body)
    await requireCaptcha(captchaToken, request, options.captchaMessage)
    return { payload, targets: options.targets }
  }
}
