import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { contactSchema } from '@/forms/contact/schema'
import { submissionRoute } from '@/server/submissions/submissionRoute'

/** The contact form (spec 01 §7 call 6, through the outbox). */
export default submissionRoute({
  formKind: 'contact',
  accept: acceptWithCaptcha({
    schema: contactSchema,
    captchaMessage: CAPTCHA_MESSAGE,
    targets: ['passenger-portal.contact-us'],
  }),
})

// The route reads the raw body itself: to limit its size and answer malformed JSON clearly.
export const config = { api: { bodyParser: false } }
