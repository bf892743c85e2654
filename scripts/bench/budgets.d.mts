/** bench/budgets.json */
export interface Budgets {
  lighthouse: Record<string, { min: number }>
  cls: { max: number }
  firstLoadJsOverFloorKb: { max: number; pageTypes: string[] }
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
