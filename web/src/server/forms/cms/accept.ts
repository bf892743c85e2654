import { brandMail, brands } from '@travel/config'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { INVISIBLE_CAPTCHA_ACTIONS, INVISIBLE_CAPTCHA_MESSAGE } from '@/captcha/invisibleBrake'
import { accepted } from '@/server/forms/accepted'
import { requireCaptcha, requireInvisibleCaptcha } from '@/server/forms/requireCaptcha'
import { fetchContent } from '@/server/content/source'
import { formAt } from '@/server/content/publishWindows'
import { formDefinitionQuery, formEmailsQuery } from '@/content/queries'
import {
  SubmissionRejected,
  validateSubmission,
  type AcceptedSubmission,
  type SubmissionRequest,
} from '@/server/submissions/acceptance'
import { inputFields, type CmsFormValues, type FormDefinition } from '@/forms/fields/definition'
import type { StoredFormSubmission } from '@/server/delivery/cmsStoreBody'
import { cmsFormSchema, REQUIRED_MESSAGE } from '@/forms/cms/schema'
import { withoutHiddenValues } from '@/forms/cms/conditions'
import { formSubmissionBodySchema, toFormSubmission, valuesOf } from '@/forms/cms/submission'
import { renderFormMails, type FormEmailSettings } from '@/server/mail/formMails'
import { takeConfirmation } from '@/server/mail/confirmationCap'
import { siteFacts } from '@/server/content/siteFacts'

export const UNKNOWN_FORM_MESSAGE = 'This form is no longer available. Please reload the page.'

export const NO_EMAIL_FIELD_MESSAGE =
  'This form cannot be sent: it asks for no email address. Please contact us another way.'

/**
 * The email the CMS store files the submission under (it keys records by email): the first
 * required email field's value, else the first email field's. A submission without one could
 * never be delivered, so it is refused (400) before anything is stored or the captcha spent;
 * the Studio refuses to publish a form without a required email field (studio/schemas/documents/form.ts).
 */
export function deliverableEmail(definition: FormDefinition, values: CmsFormValues): string {
  const emails = inputFields(definition).filter((field) => field._type === 'emailField')
  const field = emails.find((candidate) => candidate.required) ?? emails[0]
  if (!field) throw new SubmissionRejected([{ message: NO_EMAIL_FIELD_MESSAGE }])
  const value = values[field.name]
  if (typeof value !== 'string' || !value.trim())
    throw new SubmissionRejected([{ field: field.name, message: REQUIRED_MESSAGE }])
  return value
}

/** Each input field's label (its name where it has none), as the form showed it. */
function fieldLabels(definition: FormDefinition): Record<string, string> {
  return Object.fromEntries(
    inputFields(definition).map((field) => [field.name, field.label?.trim() || field.name]),
  )
}

/**
 * Whether this submission sends the visitor a confirmation: only a form with a captcha may (an
 * address anyone can type would get our mail; the Studio refuses to publish one without), and
 * only while the address is under its daily cap (confirmationCap.ts).
 */
async function confirms(definition: FormDefinition, settings: FormEmailSettings | null, email: string) {
  if (!settings?.confirmationEmail?.send) return false
  if (!definition.captcha) return false
  return takeConfirmation(email)
}

const withoutConfirmation = (settings: FormEmailSettings | null) =>
  settings && { ...settings, confirmationEmail: null }

/**
 * POST /api/form-submissions: the body names a form of the site's brand; its values are checked
 * against that form's stored definition with the schema the browser used, then the captcha when
 * the form asks for one. What is stored is `{form, submissionData}` (docs/upstream.md), never the token, with the
 * form's rendered emails when it sends any (each its own delivery).
 */
export async function acceptFormSubmission(
  body: unknown,
  request: SubmissionRequest,
): Promise<AcceptedSubmission> {
  const { site } = request
  const { form, submissionData, captchaToken } = await validateSubmission(formSubmissionBodySchema, body)
  const stored = await fetchContent(formDefinitionQuery, { id: form, brand: site.brand })
  // As the page shows it now: a select of the brand's brochures offers those in their window.
  const definition = stored && formAt(stored, Date.now()).form
  if (!definition) throw new SubmissionRejected([{ field: 'form', message: UNKNOWN_FORM_MESSAGE }])
  const values = valuesOf(submissionData)
  if (!values) throw new SubmissionRejected([{ message: 'A field appears more than once.' }])
  // A field that does not show for these values (its "Show only when") is dropped, not checked.
  const shownValues = withoutHiddenValues(definition, values)
  const checked = (await validateSubmission(cmsFormSchema(definition), shownValues)) as CmsFormValues
  const email = deliverableEmail(definition, checked)
  if (definition.captcha) await requireCaptcha(captchaToken, request, CAPTCHA_MESSAGE)
  else
    await requireInvisibleCaptcha(
      captchaToken,
      { ...request, action: INVISIBLE_CAPTCHA_ACTIONS.cmsForm },
      INVISIBLE_CAPTCHA_MESSAGE,
    )
  const settings = await fetchContent(formEmailsQuery, { id: form, brand: site.brand })
  // The mails are rendered now and stored with the submission: a retry sends the same mail.
  const mails = renderFormMails(
    (await confirms(definition, settings, email)) ? settings : withoutConfirmation(settings),
    definition,
    checked,
    email,
    siteFacts(site, settings?.siteSettings),
    { brandName: brands[site.brand].name, ...brandMail(site.brand) },
  )
  const payload: StoredFormSubmission = {
    ...toFormSubmission(definition, checked),
    title: definition.title ?? definition._id,
    email,
    ...(mails.notification || mails.confirmation ? { mails } : {}),
  }
  return {
    ...accepted(payload, [
      'cms-store.form-submission',
      ...(mails.notification ? (['email.form-notification'] as const) : []),
      ...(mails.confirmation ? (['email.form-confirmation'] as const) : []),
    ]),
    // The Submissions tool names it by these, also once editors have renamed a field.
    form: { ref: definition._id, title: payload.title, labels: fieldLabels(definition) },
  }
}
