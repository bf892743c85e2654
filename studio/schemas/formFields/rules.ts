import type { ValidationContext } from 'sanity'

/** What an answer is sent under: a letter, then letters, digits and underscores. */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/

type KeyedField = { _key?: string; name?: string }
type SelectOption = { _key?: string; label?: string; value?: string }

/**
 * A field's name is unique among its form's fields: each answer is sent under its field's name,
 * so two fields of one name would overwrite each other's answers. The field itself (the rule's
 * parent) is found by its array key.
 */
export function isFieldNameUniqueInForm(
  name: string | undefined,
  context: Pick<ValidationContext, 'document' | 'parent'>,
): true | string {
  if (!name) return true
  const ownKey = (context.parent as KeyedField | undefined)?._key
  const fields = (context.document as { fields?: KeyedField[] } | undefined)?.fields ?? []
  const clash = fields.some((field) => field._key !== ownKey && field.name === name)
  return clash ? `Another field of this form is already named “${name}”` : true
}

/** A select field's default value, when set, is the value of one of its options. */
export function isOneOfSelectOptions(value: string | undefined, parent: unknown): true | string {
  if (value === undefined || value === '') return true
  const options = (parent as { options?: SelectOption[] } | undefined)?.options ?? []
  return options.some((option) => option.value === value)
    ? true
    : `“${value}” is not the value of any option of this field`
}

/** No two options of a select field share a value: the answer would not tell them apart. */
export function areOptionValuesUnique(options: SelectOption[] | undefined): true | string {
  const values = (options ?? []).map((option) => option.value).filter((value) => value !== undefined)
  const repeated = [...new Set(values.filter((value, index) => values.indexOf(value) !== index))]
  return repeated.length === 0
    ? true
    : `Option values must differ: ${repeated.map((value) => `“${value}”`).join(', ')} is used more than once`
}

/**
 * A validation that adds nothing of its own: Sanity checks a value against its field's
 * `options.list` only on fields that declare a validation (sanity 5), so a listed field declares
 * this one to catch a value from an import, or from before the list changed.
 */
export function checkedAgainstList<Rule>(rule: Rule): Rule {
  return rule
}
