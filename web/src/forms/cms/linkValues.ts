import { inputFields, type FormDefinition } from '@/forms/fields/definition'
import { TEXT_MAX } from './schema'

/** Line breaks, other control characters and invisible format characters (`\p{Cf}`). */
const UNSEEN_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu

/**
 * What the page's address (`search`, e.g. `?voyage=Danube%20Serenade`) gives the form's text
 * fields marked "Fill from the link", by field name: the parameter of the field's name, as one
 * line of plain text no longer than the field takes. It is only a start value: shown in the
 * field as if typed, changed at will, and checked by the form's schema (in the browser and the
 * route) like anything typed; no value is looked up or trusted for being in a link.
 */
export function linkValues(
  definition: Pick<FormDefinition, 'fields'>,
  search: string,
): Record<string, string> {
  const parameters = new URLSearchParams(search)
  const values: Record<string, string> = {}
  for (const field of inputFields(definition)) {
    if (field._type !== 'textField' || !field.fillFromLink) continue
    const text = (parameters.get(field.name) ?? '')
      .replace(UNSEEN_CHARACTERS, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, TEXT_MAX)
      .replace(/[\uD800-\uDBFF]$/, '') // half a character cut in two
      .trim()
    if (text) values[field.name] = text
  }
  return values
}
