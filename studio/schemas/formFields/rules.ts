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

/**
 * A select's `choices` when the site offers the brand's brochures that are available at the
 * moment, each by its title (web/src/content/projections.ts), instead of typed options.
 */
export const BROCHURE_CHOICES = 'brochures'

/**
 * A select field's default value, when set, is the value of one of its options; one offering
 * the brochures has none (they come and go).
 */
export function isOneOfSelectOptions(value: string | undefined, parent: unknown): true | string {
  if (value === undefined || value === '') return true
  if ((parent as { choices?: string } | undefined)?.choices === BROCHURE_CHOICES)
    return 'The brochures offered change with their publish windows: leave the default empty'
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

type ConditionTarget = {
  _key?: string
  _type?: string
  name?: string
  choices?: string
  options?: SelectOption[]
  showWhen?: { field?: string }
}
type ConditionContext = Pick<ValidationContext, 'document' | 'path' | 'parent'>

/** The form field whose "Show only when" this is (by the array key in the rule's path). */
function conditionOwnerKey(context: ConditionContext): string | undefined {
  const segment = context.path?.[1]
  return typeof segment === 'object' && segment !== null && '_key' in segment
    ? String(segment._key)
    : undefined
}

function formFields(context: ConditionContext): ConditionTarget[] {
  return (context.document as { fields?: ConditionTarget[] } | undefined)?.fields ?? []
}

const inputNamed = (fields: ConditionTarget[], name: string | undefined) =>
  fields.find((field) => field.name === name && field._type !== 'messageField')

/**
 * "Show only when" names another field of the same form that a visitor fills in (not a message,
 * not the field itself, nor one that in turn waits for this one): the site shows the field only
 * while that one holds the value.
 */
export function isConditionField(name: string | undefined, context: ConditionContext): true | string {
  if (!name) return 'Enter the name of the field that decides, or remove “Show only when”'
  const fields = formFields(context)
  const ownKey = conditionOwnerKey(context)
  const target = inputNamed(fields, name)
  if (!target) return `This form has no field named “${name}”`
  if (target._key === ownKey) return 'A field cannot depend on itself: name another field'
  const passed = new Set<ConditionTarget>()
  for (let next: ConditionTarget | undefined = target; next && !passed.has(next);) {
    if (next._key === ownKey)
      return `“${name}” itself shows only when this field holds a value: name another field`
    passed.add(next)
    next = inputNamed(fields, next.showWhen?.field)
  }
  return true
}

/**
 * The value a "Show only when" waits for fits the field it names: true or false for a checkbox
 * (ticked or not), the value of one of a select's options.
 */
export function isConditionValue(value: string | undefined, context: ConditionContext): true | string {
  const condition = context.parent as { field?: string } | undefined
  if (!condition?.field) return true
  if (value === undefined || value === '') return 'Enter the value that shows the field'
  const target = inputNamed(formFields(context), condition.field)
  if (target?._type === 'checkboxField' && value !== 'true' && value !== 'false')
    return 'For a checkbox, enter true (ticked) or false (not ticked)'
  if (target?._type === 'selectField' && target.choices === BROCHURE_CHOICES)
    return `The choices of “${target.name}” are the brochures available at the moment, which change: name another field`
  if (target?._type === 'selectField' && !(target.options ?? []).some((option) => option.value === value))
    return `“${value}” is not the value of any option of “${target.name}”`
  return true
}
