import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { contactSchema } from '@/forms/contact/schema'
import { submissionRoute } from '@/server/submissions/submissionRoute'

/** The contact form, to the passenger portal's contact-us through the outbox (docs/upstream.md). */
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
