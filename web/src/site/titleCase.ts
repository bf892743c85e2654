/**
 * Each word with a capital: `fast_pace` -> `Fast Pace`, `new zealand` -> `New Zealand`,
 * `zip-lining_and_aerial_adventures` -> `Zip-Lining And Aerial Adventures`. Words are split on
 * underscores and spaces; a hyphenated word keeps its hyphen, each part capitalised. The
 * wizard's values pass through it on their way to the back office (docs/upstream.md), and the
 * quick search shows the warehouse's destination keys with it (spec 02 §7, call 1).
 */
export function titleCase(text: string): string {
  return text
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) =>
      word.replace(/(^|-)(\p{L})/gu, (_, dash: string, letter: string) => dash + letter.toUpperCase()),
    )
    .join(' ')
}
