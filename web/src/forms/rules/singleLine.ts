import { textWithout } from './textCharacters'

export const SINGLE_LINE_MESSAGE =
  'Please use a single line, without line breaks, control characters or invisible formatting characters.'

/**
 * The text of a single-line field (a name, a phone, an email, a place…): no line break, control,
 * format or invisible filler character (textCharacters.ts). Every form's schema builds those
 * fields on this, in the browser and in its route. Multi-line fields (a message, a textarea)
 * build on multiLineText (multiLine.ts).
 */
export const singleLineText = () => textWithout('single-line', SINGLE_LINE_MESSAGE)
