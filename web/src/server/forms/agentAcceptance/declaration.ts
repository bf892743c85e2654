import { AGENT_CAPTCHA_MESSAGE } from '@/forms/agent/agentFields'
import { acceptanceSchema } from '@/forms/agent/acceptanceSchema'
import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { declareForm } from '@/server/forms/declareForm'

/** The agent acceptance form (spec 01), to the CMS store through the outbox (docs/upstream.md). */
export const agentAcceptanceForm = declareForm({
  name: 'agentAcceptance',
  formKind: 'agentAcceptance',
  accept: acceptWithCaptcha({
    schema: acceptanceSchema,
    captchaMessage: AGENT_CAPTCHA_MESSAGE,
    targets: ['cms-store.agent-acceptance'],
  }),
})
