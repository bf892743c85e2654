/**
 * `{{fieldName}}` placeholders in a CMS form's emails: which fields each part of a mail may show,
 * shared by the Studio (a warning as the editor types) and the web (the mail it renders,
 * web/src/server/mail/formMails.ts), so both apply one rule.
 */

/**
 * Any `{{…}}`, whatever is between the braces, with the spaces before it: the mail keeps none of
 * them, and one left blank takes those spaces along ("Dear {{firstName}}," reads "Dear,").
 */
const PLACEHOLDER = /([^\S\n]*)\{\{([^{}]*)\}\}/g

/** Fields whose values an editor wrote (a choice's label, yes or no), not the visitor. */
export const CHOICE_FIELD_TYPES: readonly string[] = [
  'selectField',
  'countryField',
  'stateField',
  'checkboxField',
]

/** A field as the rules read it: its type and name. */
export type PlaceholderField = { _type?: string; name?: string }

/** A text field that holds the visitor's name: its name ends in "name" (fullName, lastName…). */
export const isNameField = (field: PlaceholderField) =>
  field._type === 'textField' && /name$/i.test(field.name ?? '')

/** The longest name a mail to the visitor repeats. */
export const ECHOED_NAME_MAX = 40

/**
 * Letters of any script (each with its accents), spaces, hyphens and apostrophes; none of the
 * few letters drawn as a dot (`ꞏ`, `ᐧ`…), so no digit, dot or link in any script passes.
 */
const ECHOABLE_NAME = /^(?:(?![\u0887\u0971\u1427\u18DF\uA78F\u{1BC84}\u{1BC94}])\p{L}\p{M}*|[ '’-])+$/u

/**
 * The visitor's name as a mail to the address they typed may repeat it: spaces tidied, only
 * letters, spaces, hyphens and apostrophes, at most ECHOED_NAME_MAX characters; anything else
 * (`Call +1 888 555 0100 for refund`, `evil．com`) is not repeated at all, so the mail greets
 * without a name rather than carry a stranger's words under the brand's name.
 */
export function echoedName(value: string): string {
  const name = value.normalize('NFC').trim().replace(/\s+/gu, ' ')
  return ECHOABLE_NAME.test(name) && Array.from(name).length <= ECHOED_NAME_MAX ? name : ''
}

/**
 * Where a placeholder stands, and so what it may show:
 * - `teamText`: the team's introduction, any field (the team reads every value anyway);
 * - `teamSubject`: the team's subject, choices only (the visitor's text stays out of headers);
 * - `visitor`: the confirmation's subject and text, choices and the visitor's name only (as
 *   echoedName lets it through): it goes to whatever address was typed, so a stranger's free
 *   text never travels in it.
 */
export type PlaceholderPlace = 'teamText' | 'teamSubject' | 'visitor'

/** Whether a placeholder in this place shows this field's value. */
export function mayShow(field: PlaceholderField, place: PlaceholderPlace): boolean {
  if (place === 'teamText') return true
  if (CHOICE_FIELD_TYPES.includes(field._type ?? '')) return true
  return place === 'visitor' && isNameField(field)
}

/** The names a template's placeholders ask for, trimmed, in order, each once. */
export function placeholderNames(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => (match[2] ?? '').trim()))]
}

/**
 * Every placeholder replaced by its name's value in `shown`, or by nothing, with the spaces
 * before it: no `{{…}}` remains.
 */
export function fillPlaceholders(template: string, shown: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_match, spaces: string, name: string) => {
    const key = name.trim()
    const value = Object.hasOwn(shown, key) ? shown[key] : undefined
    return value ? spaces + value : ''
  })
}

/** The fields of a form by name, as the placeholder rules read them. */
function fieldsByName(fields: readonly PlaceholderField[]): Map<string | undefined, PlaceholderField> {
  return new Map(fields.filter((field) => field.name).map((field) => [field.name, field]))
}

/**
 * The names a template's placeholders ask for that no field of the form has, as an error to the
 * editor (the mail would read "Dear , …"), naming the form's fields; true when there are none.
 */
export function unknownPlaceholders(
  template: string | undefined,
  fields: readonly PlaceholderField[],
): true | string {
  const byName = fieldsByName(fields)
  const unknown = placeholderNames(template ?? '').filter((name) => !byName.has(name))
  if (unknown.length === 0) return true
  const known = [...byName.keys()].join(', ')
  return `No field is named ${unknown.map((name) => `{{${name}}}`).join(', ')}: the mail would show nothing there. This form's field names: ${known || 'none yet'}`
}

/**
 * The fields a template's placeholders name that this place of the mail does not show (they
 * come out blank), as a warning: the rule keeps what a visitor typed out of some places.
 */
export function hiddenPlaceholders(
  template: string | undefined,
  fields: readonly PlaceholderField[],
  place: PlaceholderPlace,
): true | string {
  const byName = fieldsByName(fields)
  const hidden = placeholderNames(template ?? '').filter(
    (name) => byName.has(name) && !mayShow(byName.get(name)!, place),
  )
  if (hidden.length === 0) return true
  const allowed =
    place === 'teamSubject'
      ? 'a subject shows only choices (a list, country, state or tick box)'
      : `a mail to the visitor shows only choices and their name (a text field whose name ends in “name”, shown when it is letters, spaces, hyphens and apostrophes, ${ECHOED_NAME_MAX} at most)`
  return `${hidden.map((name) => `{{${name}}}`).join(', ')} will be left blank: ${allowed}`
}
