import { string } from 'yup'

/**
 * What no text field takes, on one line or many:
 * - the C0 controls but tab, carriage return and line feed, DEL and the C1 controls
 *   (U+0080–U+009F): none is typed into a text box, PostgreSQL refuses NUL in text, and the
 *   others garble or hide what the back office shows;
 * - the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make the
 *   text after them read in another order than it was sent (refused, never removed: a
 *   right-to-left text that uses them would change without its writer seeing it);
 * - the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0): letters that show as nothing, which
 *   modern Korean input never produces.
 * The implicit marks (LRM, RLM, ALM: U+200E, U+200F, U+061C) stay allowed in a multi-line text:
 * right-to-left keyboards type them, and they cannot reverse a run of letters.
 */
const NEVER =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u115f\u1160\u3164\uffa0]/

/**
 * What a single-line field refuses besides: every control character (tab, CR and LF too), the
 * Unicode line and paragraph separators, and every format character (`\p{Cf}`: the bidi marks,
 * zero-width spaces and joiners, soft hyphens…). A single-line value goes to the back office as
 * typed, where a line break could start a new header or record, or forge a line of a note a
 * person reads, and an invisible character could make a name or an email read as another.
 */
const ON_ONE_LINE = /[\p{Cc}\p{Cf}\u2028\u2029]/u

/** The characters each kind of text field refuses. */
const REFUSED = { 'single-line': [NEVER, ON_ONE_LINE], 'multi-line': [NEVER] }

/**
 * The one rule of every text field, by its kind: a yup string that refuses that kind's
 * characters with the field's message. singleLineText and multiLineText are its two uses.
 */
export const textWithout = (kind: keyof typeof REFUSED, message: string) =>
  string().test(
    kind,
    message,
    (value) => value == null || !REFUSED[kind].some((refused) => refused.test(value)),
  )
