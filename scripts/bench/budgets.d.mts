/** bench/budgets.json */
export interface Budgets {
  lighthouse: Record<string, { min: number }>
  cls: { max: number }
  /** By page type (the name in scripts/bench/pageTypes.mjs); a page type not named has none. */
  firstLoadJsOverFloorKb: Record<string, { max: number }>
}

interface Measured {
  firstLoadJs: { gzipBytes: number }
  lighthouse: Record<string, number>
}

/** The parts of bench/results.json the budgets read. */
export interface BenchResults {
  floor: Measured
  pageTypes: (Measured & { name: string })[]
}

export function brokenBudgets(budgets: Budgets, results: BenchResults): string[]
