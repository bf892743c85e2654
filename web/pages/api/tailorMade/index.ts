import { acceptTailorMade } from '@/server/forms/tailorMade/accept'
import { hasTailorMadeWizard, NO_WIZARD_HERE } from '@/server/forms/tailorMade/wizardSites'
import { submissionRoute } from '@/server/submissions/submissionRoute'

/**
 * The tailor-made wizard, to the reservation API's tailor-made call through the outbox
 * (docs/upstream.md); only on sites that have the wizard.
 */
export default submissionRoute({
  formKind: 'tailorMade',
  accept: acceptTailorMade,
  servedOn: hasTailorMadeWizard,
  notServedMessage: NO_WIZARD_HERE,
})

// The route reads the raw body itself: to limit its size and answer malformed JSON clearly.
export const config = { api: { bodyParser: false } }
