/** bench/budgets.json */
export interface Budgets {
  lighthouse: Record<string, { min: number }>
  cls: { max: number }
  /** By page type (the name in scripts/bench/pageTypes.mjs); a page type not named has none. */
  firstLoadJsOverFloorKb: Record<string, { max: number }>
  /**
   * Every page type's median LCP (applied throttling) over the floor's of the same run: the
   * floor with a picture's when the page's largest paint is a photo.
   */
  lcpOverFloorMs?: { max: number }
}

interface Measured {
  firstLoadJs: { gzipBytes: number }
  lighthouse: Record<string, number>
  lcp: { minMs: number; medianMs: number; maxMs: number; element: string }
}

/** The parts of bench/results.json the budgets read. */
export interface BenchResults {
  floor: Measured & { name: string }
  pictureFloor: { name: string; lcp: Measured['lcp'] }
  pageTypes: (Measured & { name: string })[]
}

export function brokenBudgets(budgets: Budgets, results: BenchResults): string[]
