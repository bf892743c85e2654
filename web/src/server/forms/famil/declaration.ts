import { AGENT_CAPTCHA_MESSAGE } from '@/forms/agent/agentFields'
import { familSchema } from '@/forms/agent/familSchema'
import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { declareForm } from '@/server/forms/declareForm'

/**
 * The famil registration (spec 01): one post, stored once with two deliveries the outbox makes,
 * the passenger portal's and the CMS store's copy (docs/upstream.md). The visitor is thanked once
 * both are stored.
 */
export const familForm = declareForm({
  name: 'familRegistration',
  formKind: 'familRegistration',
  accept: acceptWithCaptcha({
    schema: familSchema,
    captchaMessage: AGENT_CAPTCHA_MESSAGE,
    targets: ['passenger-portal.famil', 'cms-store.famil'],
  }),
})
