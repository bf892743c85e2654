/** Every budget of bench/budgets.json that the results break, as sentences; empty when all hold. */
export function brokenBudgets(budgets, results) {
  const broken = []
  const floorKb = results.floor.firstLoadJs.gzipBytes / 1024
  for (const page of results.pageTypes) {
    const { lighthouse: scores } = page
    for (const [category, { min }] of Object.entries(budgets.lighthouse)) {
      if (scores[category] < min) {
        // Said alongside, not excused: how much of the miss the framework alone makes here.
        const floorScore = results.floor.lighthouse[category]
        const floorNote = floorScore < min ? ` (the framework floor scored ${floorScore} in this run)` : ''
        broken.push(`${page.name}: Lighthouse ${category} ${scores[category]} < ${min}${floorNote}`)
      }
    }
    if (scores.cls > budgets.cls.max)
      broken.push(`${page.name}: CLS ${scores.cls.toFixed(3)} > ${budgets.cls.max}`)
    const overFloorKb = page.firstLoadJs.gzipBytes / 1024 - floorKb
    const jsBudget = budgets.firstLoadJsOverFloorKb
    if (jsBudget.pageTypes.includes(page.name) && overFloorKb > jsBudget.max) {
      broken.push(
        `${page.name}: first-load JS ${overFloorKb.toFixed(1)} KB over the floor > ${jsBudget.max} KB`,
      )
    }
  }
  return broken
}
