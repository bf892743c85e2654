import type { Site } from '@travel/config'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { accepted } from '@/server/forms/accepted'
import { requireCaptcha } from '@/server/forms/requireCaptcha'
import { fetchContent } from '@/server/content/source'
import { formDefinitionQuery } from '@/content/queries'
import {
  SubmissionRejected,
  validateSubmission,
  type AcceptedSubmission,
} from '@/server/submissions/acceptance'
import { inputFields, type CmsFormValues } from '@/forms/fields/definition'
import type { StoredFormSubmission } from '@/server/delivery/cmsStoreBody'
import { cmsFormSchema } from '@/forms/cms/schema'
import { formSubmissionBodySchema, toFormSubmission, valuesOf } from '@/forms/cms/submission'

export const UNKNOWN_FORM_MESSAGE = 'This form is no longer available. Please reload the page.'

/**
 * POST /api/form-submissions: the body names a form of the site's brand; its values are checked
 * against that form's stored definition with the schema the browser used, then the captcha when
 * the form asks for one. What is stored is `{form, submissionData}` (docs/upstream.md), never the token.
 */
export async function acceptFormSubmission(
  body: unknown,
  request: { site: Site; ip: string },
): Promise<AcceptedSubmission> {
  const { site } = request
  const { form, submissionData, captchaToken } = await validateSubmission(formSubmissionBodySchema, body)
  const definition = await fetchContent(formDefinitionQuery, { id: form, brand: site.brand })
  if (!definition) throw new SubmissionRejected([{ field: 'form', message: UNKNOWN_FORM_MESSAGE }])
  const values = valuesOf(submissionData)
  if (!values) throw new SubmissionRejected([{ message: 'A field appears more than once.' }])
  const checked = (await validateSubmission(cmsFormSchema(definition), values)) as CmsFormValues
  if (definition.captcha) await requireCaptcha(captchaToken, request, CAPTCHA_MESSAGE)
  const firstEmail = inputFields(definition).find((field) => field._type === 'emailField')
  const payload: StoredFormSubmission = {
    ...toFormSubmission(definition, checked),
    title: definition.title ?? definition._id,
    email: firstEmail && typeof checked[firstEmail.name] === 'string' ? String(checked[firstEmail.name]) : '',
  }
  return accepted(payload, ['cms-store.form-submission'])
}
