/** Brochures are shown 4 to a row, 4 rows to a page: 16 a page, whatever the screen. */
export const BROCHURES_PER_ROW = 4
export const ROWS_PER_PAGE = 4
export const BROCHURES_PER_PAGE = BROCHURES_PER_ROW * ROWS_PER_PAGE

/** How many pages `total` brochures fill; one, even when empty. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BROCHURES_PER_PAGE))
}

/** The brochures of a page, counted from 1. */
export function pageOf<Item>(items: readonly Item[], page: number): Item[] {
  return items.slice((page - 1) * BROCHURES_PER_PAGE, page * BROCHURES_PER_PAGE)
}

/** The page `by` pages from `page` (previous: -1, next: 1), never before the first or past the last. */
export function movePage(page: number, by: number, count: number): number {
  return Math.min(count, Math.max(1, page + by))
}
