import { string } from 'yup'

/**
 * Control characters (CR, LF, tab, NUL, escape…), the Unicode line and paragraph separators, and
 * format characters (`\p{Cf}`: bidi overrides and isolates, zero-width spaces and joiners, soft
 * hyphens…). A single-line value goes to the back office as typed, where a line break could start
 * a new header or record, or forge a line of a note a person reads, and an invisible or
 * reordering character could make a name or an email read as another.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/u

export const SINGLE_LINE_MESSAGE =
  'Please use a single line, without line breaks, control characters or invisible formatting characters.'

/**
 * The text of a single-line field (a name, a phone, an email, a place…): every form's schema
 * builds those fields on this, in the browser and in its route. Multi-line fields (a message, a
 * textarea) build on multiLineText (multiLine.ts).
 */
export const singleLineText = () =>
  string().test(
    'single-line',
    SINGLE_LINE_MESSAGE,
    (value) => value == null || !CONTROL_CHARACTERS.test(value),
  )
