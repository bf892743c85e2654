import type { PageBlock } from '@/blocks/types'

/**
 * Brochures have an optional publish window (studio/schemas/documents/publishWindow.ts): shown
 * from `availableFrom` (inclusive) until `availableUntil` (exclusive), either end open when
 * empty. A page is static (ISR), so it is the page's rendering that applies the window: it leaves
 * out what is outside its window at that moment, and asks to be rendered again by the next moment
 * one of its brochures appears or disappears (`nextChange`), so that visitors see the change
 * within a minute of it, with no deploy and nobody publishing.
 */
export type PublishWindow = { availableFrom: string | null; availableUntil: string | null }

export function isInWindow({ availableFrom, availableUntil }: PublishWindow, now: number): boolean {
  if (availableFrom && Date.parse(availableFrom) > now) return false
  if (availableUntil && Date.parse(availableUntil) <= now) return false
  return true
}

/** The first moment after `now` at which a window's item appears or disappears; null if none. */
export function nextChangeOf(windows: PublishWindow[], now: number): number | null {
  const moments = windows
    .flatMap(({ availableFrom, availableUntil }) => [availableFrom, availableUntil])
    .map((moment) => (moment ? Date.parse(moment) : NaN))
    .filter((moment) => moment > now)
  return moments.length ? Math.min(...moments) : null
}

export type ScheduledBlocks = {
  blocks: PageBlock[] | null
  /** When the page must be rendered again for a window to apply; null when no window ends ahead. */
  nextChange: number | null
}

/** A page's blocks as they show at `now`: each brochures block keeps its brochures in their window. */
export function applyPublishWindows(blocks: PageBlock[] | null, now: number): ScheduledBlocks {
  if (!blocks) return { blocks, nextChange: null }
  const windows: PublishWindow[] = []
  const shown = blocks.map((block) => {
    if (block._type !== 'brochures') return block
    // A reference to a deleted brochure, or one with no PDF, shows nothing.
    const brochures = (block.brochures ?? []).filter((brochure) => brochure?.file)
    windows.push(...brochures)
    return { ...block, brochures: brochures.filter((brochure) => isInWindow(brochure, now)) }
  })
  return { blocks: shown, nextChange: nextChangeOf(windows, now) }
}

/**
 * The page's ISR revalidation time: the usual one, or sooner when a window changes before it,
 * by the second after the change (a page is stale only once its time has passed, so the
 * rendering that follows is at or after the change). At least 1 s, as Next requires.
 */
export function revalidateSeconds(usual: number, nextChange: number | null, now: number): number {
  if (nextChange === null) return usual
  return Math.min(usual, Math.max(1, Math.ceil((nextChange - now) / 1000)))
}
