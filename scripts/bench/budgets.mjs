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
    // Against the framework floor of the same run: a slower machine lowers both alike, so these
    // hold on any machine, and a fast one cannot hide a page's own main-thread work.
    const floor = results.floor.lighthouse
    if (
      budgets.performanceUnderFloor &&
      floor.performance - scores.performance > budgets.performanceUnderFloor.max
    ) {
      broken.push(
        `${page.name}: Lighthouse performance ${scores.performance} is ${floor.performance - scores.performance} points under the framework floor's ${floor.performance} > ${budgets.performanceUnderFloor.max}`,
      )
    }
    if (budgets.tbtOverFloorMs && scores.tbtMs - floor.tbtMs > budgets.tbtOverFloorMs.max) {
      broken.push(
        `${page.name}: TBT ${Math.round(scores.tbtMs)} ms is ${Math.round(scores.tbtMs - floor.tbtMs)} ms over the framework floor's > ${budgets.tbtOverFloorMs.max} ms`,
      )
    }
    if (scores.cls > budgets.cls.max)
      broken.push(`${page.name}: CLS ${scores.cls.toFixed(3)} > ${budgets.cls.max}`)
    // Per page type: a page that is one application (the wizard) may load more than a content page.
    const jsBudgets = budgets.firstLoadJsOverFloorKb
    const jsBudget = Object.hasOwn(jsBudgets, page.name) ? jsBudgets[page.name] : undefined
    const overFloorKb = page.firstLoadJs.gzipBytes / 1024 - floorKb
    if (jsBudget && overFloorKb > jsBudget.max) {
      broken.push(
        `${page.name}: first-load JS ${overFloorKb.toFixed(1)} KB over the floor > ${jsBudget.max} KB`,
      )
    }
  }
  // LCP against the floor's of the same run (the machine's pace moves both alike): a page whose
  // largest paint is a photo against the floor with a picture, any other against the empty one.
  if (budgets.lcpOverFloorMs) {
    for (const page of results.pageTypes) {
      const floor = page.lcp.element === 'img' ? results.pictureFloor : results.floor
      const over = page.lcp.medianMs - floor.lcp.medianMs
      if (over > budgets.lcpOverFloorMs.max) {
        broken.push(
          `${page.name}: LCP ${Math.round(page.lcp.medianMs)} ms is ${Math.round(over)} ms over the ${floor.name}'s > ${budgets.lcpOverFloorMs.max} ms`,
        )
      }
    }
  }
  // Each timed interaction (interactions.mjs), with the CPU slowed as a mid-range phone's.
  if (budgets.interactionMs) {
    for (const { name, medianMs } of results.interactions ?? []) {
      if (medianMs > budgets.interactionMs.max) {
        broken.push(`${name}: answered in ${Math.round(medianMs)} ms > ${budgets.interactionMs.max} ms`)
      }
    }
    if (!results.interactions?.length) broken.push('interactions: have a budget but were not measured')
  }
  // A renamed or dropped page type must not take its budget quietly with it.
  const measured = new Set(results.pageTypes.map((page) => page.name))
  for (const name of Object.keys(budgets.firstLoadJsOverFloorKb)) {
    if (!measured.has(name)) broken.push(`${name}: has a first-load JS budget but was not measured`)
  }
  return broken
}
