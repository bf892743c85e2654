import { timingSafeEqual } from 'node:crypto'

/**
 * Whether two secrets are equal, in a time that does not depend on where they first differ: with
 * `===`, a caller timing the answers could learn a secret one character at a time. Only the
 * length may leak, which a secret's strength does not rest on.
 */
export function constantTimeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
