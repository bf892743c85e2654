import { acceptTailorMade } from '@/server/forms/tailorMade/accept'
import { submissionRoute } from '@/server/submissions/submissionRoute'

/** The tailor-made wizard, to the reservation API's tailor-made call through the outbox (docs/upstream.md). */
export default submissionRoute({ formKind: 'tailorMade', accept: acceptTailorMade })

// The route reads the raw body itself: to limit its size and answer malformed JSON clearly.
export const config = { api: { bodyParser: false } }
