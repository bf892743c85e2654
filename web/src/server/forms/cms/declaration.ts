import { acceptFormSubmission } from '@/server/forms/cms/accept'
import { declareForm } from '@/server/forms/declareForm'

/** CMS-defined forms: `{form, submissionData}`, to the CMS store through the outbox (docs/upstream.md). */
export const cmsForm = declareForm({
  name: 'cms',
  formKind: 'cms-form',
  title: 'CMS form',
  accept: acceptFormSubmission,
})
