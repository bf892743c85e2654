import { VIRTUOSO_MESSAGES, virtuosoSchema } from '@/forms/virtuoso/schema'
import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { declareForm } from '@/server/forms/declareForm'

/** The virtuoso (agent) registration (spec 02 §2), to the CMS store through the outbox (docs/upstream.md). */
export const virtuosoForm = declareForm({
  name: 'virtuoso',
  formKind: 'virtuoso',
  accept: acceptWithCaptcha({
    schema: virtuosoSchema,
    captchaMessage: VIRTUOSO_MESSAGES.captcha,
    targets: ['cms-store.virtuoso'],
  }),
})
