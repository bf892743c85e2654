import { boolean, mixed, number, object, type AnyObject, type Schema } from 'yup'
import { countryOptions, usStateOptions } from '@travel/config'
import { multiLineText } from '@/forms/rules/multiLine'
import { singleLineText } from '@/forms/rules/singleLine'
import { isSingleMailbox } from '@/forms/rules/mailbox'
import {
  inputFields,
  type CmsFormValues,
  type FormDefinition,
  type InputFieldDefinition,
} from '@/forms/fields/definition'
import { conditionChain, isFieldShown } from './conditions'

/** The spec's text, the one message of a missing required field. */
export const REQUIRED_MESSAGE = 'This field is required'
/** The spec's pattern: non-space text, then non-space/non-@ text, '@', then non-space text. */
export const EMAIL_PATTERN = /^\S[^\s@]*@\S+$/
export const EMAIL_MESSAGE = 'Please enter a valid email address.'
export const NUMBER_MESSAGE = 'Please enter a number.'
export const CHOICE_MESSAGE = 'Please choose one of the options.'
/** The longest answer a text field takes. */
export const TEXT_MAX = 500
const TEXTAREA_MAX = 5000

const countryCodes = countryOptions.map((country) => country.code)
const usStateCodes = usStateOptions.map((state) => state.code)

/** One of the values, or empty; an empty required choice is 'This field is required'. */
function choice(field: InputFieldDefinition, values: string[]) {
  const allowed = new Set(values)
  const schema = singleLineText().test('choice', CHOICE_MESSAGE, (value) => !value || allowed.has(value))
  return field.required ? schema.required(REQUIRED_MESSAGE) : schema
}

/** A text field's value; only a textarea's may span lines. */
function text(field: InputFieldDefinition, max: number, lines: 'single' | 'multiple') {
  const schema = (lines === 'single' ? singleLineText() : multiLineText()).max(
    max,
    `Please keep this under ${max.toLocaleString('en')} characters.`,
  )
  return field.required ? schema.required(REQUIRED_MESSAGE) : schema
}

function fieldSchema(field: InputFieldDefinition): Schema<unknown> {
  switch (field._type) {
    case 'textField':
      return text(field, TEXT_MAX, 'single')
    case 'textareaField':
      return text(field, TEXTAREA_MAX, 'multiple')
    case 'emailField': {
      const email = singleLineText()
        .max(254, EMAIL_MESSAGE)
        .matches(EMAIL_PATTERN, { message: EMAIL_MESSAGE, excludeEmptyString: true })
        // The address may receive the form's confirmation and is the team mail's Reply-To: one
        // mailbox on a public domain, never a list a mail server would split.
        .test('one-mailbox', EMAIL_MESSAGE, (value) => !value || isSingleMailbox(value))
      return field.required ? email.required(REQUIRED_MESSAGE) : email
    }
    case 'numberField': {
      const value = number().typeError(NUMBER_MESSAGE)
      return field.required ? value.required(REQUIRED_MESSAGE) : value
    }
    case 'checkboxField':
      return field.required ? boolean().required(REQUIRED_MESSAGE).oneOf([true], REQUIRED_MESSAGE) : boolean()
    case 'selectField':
      return choice(
        field,
        (field.options ?? []).map((option) => option.value ?? ''),
      )
    case 'countryField':
      return choice(field, countryCodes)
    case 'stateField':
      return choice(field, usStateCodes)
    default: {
      const unknownType: never = field
      throw new Error(`No schema for field type ${(unknownType as { _type: string })._type}`)
    }
  }
}

/**
 * A field shown only when another holds a value ("Show only when", conditions.ts) is checked,
 * and required, only while it shows; while it does not, any value passes (the browser keeps what
 * was typed in a field that hid again, and sends none of it; the route drops it before checking).
 */
function shownFieldSchema(field: InputFieldDefinition, fields: InputFieldDefinition[]): Schema<unknown> {
  const chain = conditionChain(field, fields)
  if (chain === null) return mixed()
  if (chain.length === 0) return fieldSchema(field)
  return mixed().when(chain, (chainValues: unknown[], hidden: Schema<unknown>) => {
    const values = Object.fromEntries(chain.map((name, index) => [name, chainValues[index]]))
    return isFieldShown(field, fields, values as CmsFormValues) ? fieldSchema(field) : hidden
  })
}

/**
 * The values of a CMS-defined form, keyed by field name: built from its definition, checked the
 * same way in the browser and by POST /api/form-submissions. Strict: no casting, so wrong types
 * are errors, and names the form does not have are refused.
 */
export function cmsFormSchema(definition: Pick<FormDefinition, 'fields'>) {
  const fields = inputFields(definition)
  const shape: Record<string, Schema<unknown>> = {}
  for (const field of fields) shape[field.name] = shownFieldSchema(field, fields)
  return object<AnyObject>(shape).noUnknown('Unknown field: ${unknown}').strict()
}
