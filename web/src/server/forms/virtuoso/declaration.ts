import { VIRTUOSO_MESSAGES, virtuosoSchema } from '@/forms/virtuoso/schema'
import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { declareForm } from '@/server/forms/declareForm'
import { virtuosoFromContent } from './registration'

/**
 * The virtuoso (agent) registration (spec 02 §2), to the CMS store through the outbox
 * (docs/upstream.md). The post names its form's place; its type and locations are the site's
 * content (registration.ts).
 */
export const virtuosoForm = declareForm({
  name: 'virtuoso',
  formKind: 'virtuoso',
  title: 'Virtuoso agents',
  accept: acceptWithCaptcha({
    schema: virtuosoSchema,
    captchaMessage: VIRTUOSO_MESSAGES.captcha,
    fromContent: virtuosoFromContent,
    targets: ['cms-store.virtuoso'],
  }),
})
