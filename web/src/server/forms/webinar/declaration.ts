import { WEBINAR_CAPTCHA_MESSAGE, webinarSchema } from '@/forms/webinar/schema'
import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { declareForm } from '@/server/forms/declareForm'

/** The webinar registration (spec 02 §2), to the CMS store through the outbox (docs/upstream.md). */
export const webinarForm = declareForm({
  name: 'webinar',
  formKind: 'webinar',
  accept: acceptWithCaptcha({
    schema: webinarSchema,
    captchaMessage: WEBINAR_CAPTCHA_MESSAGE,
    targets: ['cms-store.webinar'],
  }),
})
