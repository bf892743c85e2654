import { array, mixed, object, string } from 'yup'
import {
  inputFields,
  type FormDefinition,
  type FormSubmission,
  type FormValue,
  type CmsFormValues,
} from '@/forms/fields/definition'
import { shownFieldNames } from './conditions'

/**
 * The body of POST /api/form-submissions, before the form's own fields are checked:
 * `{form, submissionData}` (docs/upstream.md), and beside it the captcha token of a form that
 * asks for one (checked, never stored).
 */
export const formSubmissionBodySchema = object({
  form: string().required('The form is missing.').max(200, 'The form is not known.'),
  submissionData: array(
    object({
      field: string().required('A field name is missing.').max(100, 'A field name is too long.'),
      value: mixed<FormValue>()
        .required('A value is missing.')
        .test('form-value', 'A value must be text, a number or true/false.', (value) =>
          ['string', 'number', 'boolean'].includes(typeof value),
        ),
    })
      .noUnknown('Unknown property: ${unknown}')
      .strict(),
  )
    .required('The submission data is missing.')
    .max(100, 'The submission has too many fields.'),
  captchaToken: string(),
})
  .noUnknown('Unknown property: ${unknown}')
  .strict()

/**
 * The browser's values as the route's `{form, submissionData}`: filled-in fields in the form's
 * order, of the fields that show (a field shown only when another holds a value sends nothing
 * while it is hidden).
 */
export function toFormSubmission(definition: FormDefinition, values: CmsFormValues): FormSubmission {
  const shown = shownFieldNames(definition, values)
  const submissionData = inputFields(definition).flatMap((field) => {
    const value = values[field.name]
    return value === undefined || !shown.has(field.name) ? [] : [{ field: field.name, value }]
  })
  return { form: definition._id, submissionData }
}

/** The list back into values by field name; null when a field appears twice. */
export function valuesOf(submissionData: FormSubmission['submissionData']): CmsFormValues | null {
  const values: CmsFormValues = {}
  for (const { field, value } of submissionData) {
    if (Object.hasOwn(values, field)) return null
    values[field] = value
  }
  return values
}
