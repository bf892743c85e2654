const MAX_LENGTH = 2000

// Every control character but newline and tab: PostgreSQL refuses NUL in text, and the others
// only garble the message where someone reads it.
const CONTROL_CHARACTERS = /(?![\n\t])\p{Cc}/gu

/** The text of an error, safe for any store: an upstream can answer with anything. */
export function storableError(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).replace(CONTROL_CHARACTERS, '')
  const cut = text.slice(0, MAX_LENGTH)
  // Not half of a surrogate pair at the cut.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
}
