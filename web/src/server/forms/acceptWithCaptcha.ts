import type { Site } from '@travel/config'
import type { Schema } from 'yup'
import type { TargetFor } from '@/server/delivery/deliveryTargets'
import type { Accept } from '@/server/submissions/acceptance'
import { validateSubmission } from '@/server/submissions/acceptance'
import { requireCaptcha } from './requireCaptcha'

type Options<Values> = {
  schema: Schema<Values>
  /** The message a refused captcha shows (the form's own text, as the spec gives it). */
  captchaMessage: string
}

type Checked<Values> = Omit<Values, 'captchaToken'>

/**
 * Accepts a form whose body is checked by one yup schema (the browser's) and carries a captcha
 * token: the token is verified, then dropped from what is stored. A form whose values name
 * something of the site's content (the page and block it was posted from) gives `fromContent`,
 * which reads that content on the posting site and makes what is stored from it, refusing
 * (SubmissionRejected) what the site does not offer; it runs before the captcha, so a refused
 * post spends no token.
 */
export function acceptWithCaptcha<Values extends { captchaToken: string }>(
  options: Options<Values> & {
    /** The targets that deliver what is stored: the values without the token. */
    targets: TargetFor<Checked<Values>>[]
  },
): Accept
export function acceptWithCaptcha<Values extends { captchaToken: string }, Stored>(
  options: Options<Values> & {
    fromContent: (values: Checked<Values>, site: Site) => Promise<Stored>
    /** The targets that deliver what is stored: what `fromContent` made. */
    targets: TargetFor<Stored>[]
  },
): Accept
export function acceptWithCaptcha<Values extends { captchaToken: string }>(
  options: Options<Values> & {
    fromContent?: (values: Checked<Values>, site: Site) => Promise<unknown>
    targets: string[]
  },
): Accept {
  return async (body, request) => {
    const { captchaToken, ...values } = await validateSubmission(options.schema, body)
    const payload = options.fromContent ? await options.fromContent(values, request.site) : values
    await requireCaptcha(captchaToken, request, options.captchaMessage)
    return { payload, targets: options.targets }
  }
}
