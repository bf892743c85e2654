import { AGENT_CAPTCHA_MESSAGE } from '@/forms/agent/agentFields'
import { acceptanceSchema } from '@/forms/agent/acceptanceSchema'
import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { declareForm } from '@/server/forms/declareForm'
import { acceptanceFromContent } from './application'

/**
 * The agent acceptance form (spec 01), to the CMS store through the outbox (docs/upstream.md).
 * The post names its form's place; its type (the page's title) is the site's content.
 */
export const agentAcceptanceForm = declareForm({
  name: 'agentAcceptance',
  formKind: 'agentAcceptance',
  title: 'Agent acceptance',
  accept: acceptWithCaptcha({
    schema: acceptanceSchema,
    captchaMessage: AGENT_CAPTCHA_MESSAGE,
    fromContent: acceptanceFromContent,
    targets: ['cms-store.agent-acceptance'],
  }),
})
