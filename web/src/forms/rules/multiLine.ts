import { string } from 'yup'

/**
 * NUL and the other C0 control characters but tab, carriage return and line feed, and DEL: none
 * is typed into a text box, PostgreSQL refuses NUL in text, and the others garble or hide what
 * the back office shows.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export const MULTI_LINE_MESSAGE = 'Please remove the control characters from this text.'

/**
 * The text of a multi-line field (a message, a textarea, the wizard's rich text): lines and tabs
 * as typed, no other control character. Every form's schema builds those fields on this, in the
 * browser and in its route; single-line fields build on singleLineText (singleLine.ts).
 */
export const multiLineText = () =>
  string().test('multi-line', MULTI_LINE_MESSAGE, (value) => value == null || !CONTROL_CHARACTERS.test(value))
