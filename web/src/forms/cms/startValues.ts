import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { numberOrUndefined } from '@/forms/fields/NumberField'
import {
  inputFields,
  type FormDefinition,
  type InputFieldDefinition,
  type CmsFormValues,
} from '@/forms/fields/definition'

function defaultOf(field: InputFieldDefinition): string | number | boolean | undefined {
  switch (field._type) {
    case 'checkboxField':
      return field.defaultValue ?? false
    case 'numberField':
      return field.defaultValue ?? undefined
    default:
      return field.defaultValue ?? ''
  }
}

function enteredOf(field: InputFieldDefinition, entered: string | boolean | undefined) {
  if (field._type === 'checkboxField') return typeof entered === 'boolean' ? entered : undefined
  if (typeof entered !== 'string') return undefined
  return field._type === 'numberField' ? numberOrUndefined(entered) : entered
}

/** Each field's default value, or what the visitor typed before the form hydrated. */
export function startValues(definition: FormDefinition, entered: EnteredValues = {}): CmsFormValues {
  const values: CmsFormValues = {}
  for (const field of inputFields(definition)) {
    values[field.name] = Object.hasOwn(entered, field.name)
      ? enteredOf(field, entered[field.name])
      : defaultOf(field)
  }
  return values
}
