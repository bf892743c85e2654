import { AGENT_CAPTCHA_MESSAGE } from '@/forms/agent/agentFields'
import { familSchema } from '@/forms/agent/familSchema'
import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { declareForm } from '@/server/forms/declareForm'
import { familRegistrationFromContent } from './registration'

/**
 * The famil registration (spec 01): one post, stored once with two deliveries the outbox makes,
 * the passenger portal's and the CMS store's copy (docs/upstream.md). The post names its form's
 * place; the famil's name and registration window are the site's content (registration.ts). The
 * visitor is thanked once both deliveries are stored.
 */
export const familForm = declareForm({
  name: 'familRegistration',
  formKind: 'familRegistration',
  title: 'Famil registration',
  accept: acceptWithCaptcha({
    schema: familSchema,
    captchaMessage: AGENT_CAPTCHA_MESSAGE,
    fromContent: familRegistrationFromContent,
    targets: ['passenger-portal.famil', 'cms-store.famil'],
  }),
})
