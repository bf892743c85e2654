import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { numberOrUndefined } from '@/forms/fields/NumberField'
import {
  inputFields,
  type FormDefinition,
  type FormValue,
  type InputFieldDefinition,
  type CmsFormValues,
} from '@/forms/fields/definition'
import { withEnteredValues, type EnteredValue } from '@/forms/startValues'

type StartValue = FormValue | undefined

function defaultOf(field: InputFieldDefinition): StartValue {
  switch (field._type) {
    case 'checkboxField':
      return field.defaultValue ?? false
    case 'numberField':
      return field.defaultValue ?? undefined
    default:
      return field.defaultValue ?? ''
  }
}

/** A checkbox holds a tick, a number field text it reads as a number (none when emptied). */
function enteredOf(field: InputFieldDefinition, entered: EnteredValue, defaultValue: StartValue): StartValue {
  if (field._type === 'checkboxField') return typeof entered === 'boolean' ? entered : defaultValue
  if (typeof entered !== 'string') return defaultValue
  return field._type === 'numberField' ? numberOrUndefined(entered) : entered
}

/** Each field's default value, or what the visitor typed before the form hydrated. */
export function startValues(definition: FormDefinition, entered: EnteredValues = {}): CmsFormValues {
  const fields = new Map(inputFields(definition).map((field) => [field.name, field]))
  const defaults = Object.fromEntries(Array.from(fields, ([name, field]) => [name, defaultOf(field)]))
  return withEnteredValues(defaults, entered, (value, defaultValue, name) => {
    const field = fields.get(name)
    return field ? enteredOf(field, value, defaultValue) : defaultValue
  })
}
