import { string } from 'yup'

/**
 * Control characters (CR, LF, tab, NUL, escape…) and the Unicode line and paragraph separators.
 * A single-line value goes to the back office as typed, where a line break could start a new
 * header or record, or forge a line of a note a person reads.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u

export const SINGLE_LINE_MESSAGE = 'Please use a single line, without line breaks or control characters.'

/**
 * The text of a single-line field (a name, a phone, an email, a place…): every form's schema
 * builds those fields on this, in the browser and in its route. Multi-line fields (a message, a
 * textarea) do not.
 */
export const singleLineText = () =>
  string().test(
    'single-line',
    SINGLE_LINE_MESSAGE,
    (value) => value == null || !CONTROL_CHARACTERS.test(value),
  )
