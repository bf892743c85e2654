import type { CmsFormValues, FormDefinition, InputFieldDefinition } from '@/forms/fields/definition'
import { inputFields } from '@/forms/fields/definition'

/** "Show only when": the field shows while the form's field `field` holds `value`. */
export type ShowWhen = { field?: string | null; value?: string | null }

/** A value as a condition compares it: a checkbox's tick as 'true' or 'false', a number as its digits. */
export const conditionValue = (value: CmsFormValues[string]) => (value === undefined ? '' : String(value))

const conditionOf = (field: InputFieldDefinition): ShowWhen | null =>
  field.showWhen?.field ? field.showWhen : null

/**
 * The names a field's showing depends on: the field of its condition, that field's own, and so
 * on; null when the chain names a field the form lacks, or comes back to a field it passed (the
 * Studio refuses both; such a field never shows).
 */
export function conditionChain(field: InputFieldDefinition, fields: InputFieldDefinition[]): string[] | null {
  const byName = new Map(fields.map((each) => [each.name, each]))
  const chain: string[] = []
  for (let condition = conditionOf(field); condition;) {
    const next = byName.get(condition.field ?? '')
    if (!next || next === field || chain.includes(next.name)) return null
    chain.push(next.name)
    condition = conditionOf(next)
  }
  return chain
}

/**
 * Whether a field shows for these values: one without a condition always does; one with a
 * condition while the field it names shows and holds the value it names. The browser shows,
 * requires and sends only the fields that show; the route checks and keeps only those.
 */
export function isFieldShown(
  field: InputFieldDefinition,
  fields: InputFieldDefinition[],
  values: CmsFormValues,
): boolean {
  const byName = new Map(fields.map((each) => [each.name, each]))
  if (conditionChain(field, fields) === null) return false
  for (let current = field, condition = conditionOf(current); condition;) {
    if (conditionValue(values[condition.field ?? '']) !== (condition.value ?? '')) return false
    current = byName.get(condition.field ?? '')!
    condition = conditionOf(current)
  }
  return true
}

/** The names of the form's fields that show for these values. */
export function shownFieldNames(
  definition: Pick<FormDefinition, 'fields'>,
  values: CmsFormValues,
): Set<string> {
  const fields = inputFields(definition)
  return new Set(fields.filter((field) => isFieldShown(field, fields, values)).map((field) => field.name))
}

/** The values without those of fields that do not show: they are neither checked nor sent. */
export function withoutHiddenValues(
  definition: Pick<FormDefinition, 'fields'>,
  values: CmsFormValues,
): CmsFormValues {
  const shown = shownFieldNames(definition, values)
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => shown.has(name) || !isFormField(definition, name)),
  )
}

const isFormField = (definition: Pick<FormDefinition, 'fields'>, name: string) =>
  inputFields(definition).some((field) => field.name === name)
