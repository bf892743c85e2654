import { acceptFormSubmission } from '@/server/forms/cms/accept'
import { submissionRoute } from '@/server/submissions/submissionRoute'

/** CMS-defined forms: `{form, submissionData}`, to the CMS store through the outbox (docs/upstream.md). */
export default submissionRoute({ formKind: 'cms-form', accept: acceptFormSubmission })

// The route reads the raw body itself: to limit its size and answer malformed JSON clearly.
export const config = { api: { bodyParser: false } }
