/** The count's tick: one step every millisecond. */
export const TICK_MS = 1

/** Each tick adds the total's 500th, rounded up, so the count takes 500 ticks at most. */
export function countStep(total: number): number {
  return Math.ceil(total / 500)
}

/**
 * The number a counter shows `elapsedMs` after it started counting: 0, then one step more each
 * tick, ending exactly at the total. Under reduced motion, the total at once.
 */
export function countAt(total: number, elapsedMs: number, { reducedMotion = false } = {}): number {
  if (reducedMotion || total <= 0) return total
  const ticks = Math.max(0, Math.floor(elapsedMs / TICK_MS))
  return Math.min(total, ticks * countStep(total))
}
