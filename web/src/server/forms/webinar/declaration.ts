import { WEBINAR_CAPTCHA_MESSAGE, webinarSchema } from '@/forms/webinar/schema'
import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { declareForm } from '@/server/forms/declareForm'
import { webinarRegistrationFromContent } from './registration'

/**
 * The webinar registration (spec 02 §2), to the CMS store through the outbox (docs/upstream.md).
 * The post names its form's place; the webinar (its type) is the site's content (registration.ts).
 */
export const webinarForm = declareForm({
  name: 'webinar',
  formKind: 'webinar',
  title: 'Webinar registration',
  accept: acceptWithCaptcha({
    schema: webinarSchema,
    captchaMessage: WEBINAR_CAPTCHA_MESSAGE,
    fromContent: webinarRegistrationFromContent,
    targets: ['cms-store.webinar'],
  }),
})
