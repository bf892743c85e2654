import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { contactSchema } from '@/forms/contact/schema'
import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { declareForm } from '@/server/forms/declareForm'

/** The contact form, to the passenger portal's contact-us through the outbox (docs/upstream.md). */
export const contactForm = declareForm({
  name: 'contact',
  formKind: 'contact',
  title: 'Contact',
  accept: acceptWithCaptcha({
    schema: contactSchema,
    captchaMessage: CAPTCHA_MESSAGE,
    targets: ['passenger-portal.contact-us'],
  }),
})
