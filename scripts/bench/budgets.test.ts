import { brokenBudgets } from './budgets.mjs'

const budgets = {
  lighthouse: { performance: { min: 95 }, accessibility: { min: 100 } },
  cls: { max: 0.02 },
  firstLoadJsOverFloorKb: { max: 60, pageTypes: ['home'] },
}

function results(pagePerformance: number, floorPerformance: number, pageKb = 130) {
  const lighthouse = (performance: number) => ({ performance, accessibility: 100, cls: 0 })
  return {
    floor: { firstLoadJs: { gzipBytes: 120 * 1024 }, lighthouse: lighthouse(floorPerformance) },
    pageTypes: [
      { name: 'home', firstLoadJs: { gzipBytes: pageKb * 1024 }, lighthouse: lighthouse(pagePerformance) },
    ],
  }
}

describe('brokenBudgets', () => {
  it('holds when every page meets its budgets', () => {
    expect(brokenBudgets(budgets, results(96, 98))).toEqual([])
  })

  it('names a missed score, and says so when the framework floor missed it too', () => {
    expect(brokenBudgets(budgets, results(93, 97))).toEqual(['home: Lighthouse performance 93 < 95'])
    expect(brokenBudgets(budgets, results(93, 94))).toEqual([
      'home: Lighthouse performance 93 < 95 (the framework floor scored 94 in this run)',
    ])
  })

  it('names first-load JavaScript over the floor beyond its budget', () => {
    expect(brokenBudgets(budgets, results(96, 98, 190))).toEqual([
      'home: first-load JS 70.0 KB over the floor > 60 KB',
    ])
  })
})
