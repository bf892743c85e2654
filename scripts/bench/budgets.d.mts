/** bench/budgets.json */
export interface Budgets {
  /** Scores every page type must reach whatever the machine (accessibility). */
  lighthouse: Record<string, { min: number }>
  /** How many points of Lighthouse performance a page type may score under the floor's of the same run. */
  performanceUnderFloor?: { max: number }
  /** How much more Total Blocking Time a page type may have than the floor's of the same run. */
  tbtOverFloorMs?: { max: number }
  cls: { max: number }
  /** By page type (the name in scripts/bench/pageTypes.mjs); a page type not named has none. */
  firstLoadJsOverFloorKb: Record<string, { max: number }>
  /**
   * Every page type's median LCP (applied throttling) over the floor's of the same run: the
   * floor with a picture's when the page's largest paint is a photo.
   */
  lcpOverFloorMs?: { max: number }
  /** Each timed interaction's median worst Event Timing entry, CPU slowed 4× (interactions.mjs). */
  interactionMs?: { max: number }
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
  interactions?: { name: string; medianMs: number; runsMs: number[] }[]
}

export function brokenBudgets(budgets: Budgets, results: BenchResults): string[]
