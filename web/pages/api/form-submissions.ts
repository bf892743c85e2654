import { acceptFormSubmission } from '@/server/forms/cms/accept'
import { submissionRoute } from '@/server/submissions/submissionRoute'

/** CMS-defined forms (spec 01 §7 call 7): `{form, submissionData}`, to the back office through the outbox. */
export default submissionRoute({ formKind: 'cms-form', accept: acceptFormSubmission })

// The route reads the raw body itself: to limit its size and answer malformed JSON clearly.
export const config = { api: { bodyParser: false } }
