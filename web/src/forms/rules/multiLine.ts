import { textWithout } from './textCharacters'

export const MULTI_LINE_MESSAGE =
  'Please remove the control characters and invisible formatting characters from this text.'

/**
 * The text of a multi-line field (a message, a textarea, the wizard's rich text): lines and tabs
 * as typed; no other control character, no bidi embedding, override or isolate, no invisible
 * filler (textCharacters.ts). Every form's schema builds those fields on this, in the browser
 * and in its route; single-line fields build on singleLineText (singleLine.ts).
 */
export const multiLineText = () => textWithout('multi-line', MULTI_LINE_MESSAGE)
