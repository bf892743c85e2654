import { string } from 'yup'
import type { CmsStoreBody } from '@/server/upstream/cmsStore'
import type { FormSubmission } from '@/forms/fields/definition'
import { formSubmissionBodySchema } from '@/forms/cms/submission'
import { formMailsSchema, type FormMails } from '@/server/mail/formMails'

/** What the store keeps of a CMS-form submission: the route's checked `{form, submissionData}`, named. */
export type StoredFormSubmission = FormSubmission & {
  /** The form's title when it was sent: the submission's type in the back office. */
  title: string
  /** The value of the form's first email field ('' when it has none). */
  email: string
  /** The form's emails, rendered when it was sent; absent when the form sends none. */
  mails?: FormMails
}

/**
 * What the outbox checks a stored CMS-form submission against before delivering it: the route's
 * body without the spent token, and what the route added. Its fields are the form's own, checked
 * when it was sent: the CMS store gets them as a list, whatever editors renamed since.
 */
export const storedFormSubmissionSchema = formSubmissionBodySchema.omit(['captchaToken']).shape({
  title: string().defined(),
  email: string().defined(),
  mails: formMailsSchema.default(undefined).optional(),
})

/**
 * The back office's copy, through the CMS store's `{type, email, contents}` (docs/upstream.md):
 * the type is the form's title, the contents the JSON of the body the route accepted.
 */
export function cmsStoreFormBody(stored: StoredFormSubmission): CmsStoreBody {
  const { form, submissionData } = stored
  return { type: stored.title, email: stored.email, contents: JSON.stringify({ form, submissionData }) }
}
