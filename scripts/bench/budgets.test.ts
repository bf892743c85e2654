import { brokenBudgets } from './budgets.mjs'

const budgets = {
  lighthouse: { performance: { min: 95 }, accessibility: { min: 100 } },
  cls: { max: 0.02 },
  firstLoadJsOverFloorKb: { home: { max: 60 }, wizard: { max: 90 } },
}

const FLOOR_KB = 120

const lcp = (medianMs: number, element = 'p: Some words') => ({
  minMs: medianMs - 100,
  medianMs,
  maxMs: medianMs + 300,
  element,
})

function page(name: string, performance: number, kb: number, lcpMs = 1200, element?: string) {
  return {
    name,
    firstLoadJs: { gzipBytes: kb * 1024 },
    lighthouse: { performance, accessibility: 100, cls: 0, tbtMs: 200 },
    lcp: lcp(lcpMs, element),
  }
}

function results(pagePerformance: number, floorPerformance: number, pageKb = 130, wizardKb = 200) {
  return {
    floor: {
      name: 'framework floor',
      firstLoadJs: { gzipBytes: FLOOR_KB * 1024 },
      lighthouse: { performance: floorPerformance, accessibility: 100, cls: 0, tbtMs: 180 },
      lcp: lcp(1000),
    },
    pictureFloor: { name: 'floor with a picture', lcp: lcp(1600, 'img') },
    pageTypes: [page('home', pagePerformance, pageKb), page('wizard', 98, wizardKb)],
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

  it('gives each page type its own first-load JS budget: the wizard 90 KB over the floor', () => {
    expect(brokenBudgets(budgets, results(96, 98, 130, FLOOR_KB + 89))).toEqual([])
    expect(brokenBudgets(budgets, results(96, 98, 130, FLOOR_KB + 91))).toEqual([
      'wizard: first-load JS 91.0 KB over the floor > 90 KB',
    ])
    // The home page's 60 KB does not grow with it.
    expect(brokenBudgets(budgets, results(96, 98, FLOOR_KB + 89))).toEqual([
      'home: first-load JS 89.0 KB over the floor > 60 KB',
    ])
  })

  it('leaves a page type without a first-load JS budget unchecked', () => {
    const measured = results(96, 98)
    measured.pageTypes.push(page('form page', 97, FLOOR_KB + 500))
    expect(brokenBudgets(budgets, measured)).toEqual([])
  })

  it('names a budgeted page type the bench did not measure', () => {
    const measured = results(96, 98)
    measured.pageTypes = measured.pageTypes.filter(({ name }) => name !== 'wizard')
    expect(brokenBudgets(budgets, measured)).toEqual([
      'wizard: has a first-load JS budget but was not measured',
    ])
  })

  it("holds each page type's median LCP within 500 ms of the floor's of the same run", () => {
    const withLcp = { ...budgets, lcpOverFloorMs: { max: 500 } }
    const measured = results(96, 98)
    measured.pageTypes = [page('home', 96, 130, 1500), page('wizard', 98, 200, 1501)]
    expect(brokenBudgets(withLcp, measured)).toEqual([
      "wizard: LCP 1501 ms is 501 ms over the framework floor's > 500 ms",
    ])
  })

  it('holds a page whose largest paint is a photo within 500 ms of the floor with a picture', () => {
    const withLcp = { ...budgets, lcpOverFloorMs: { max: 500 } }
    const measured = results(96, 98)
    measured.pageTypes = [page('home', 96, 130, 2100, 'img'), page('wizard', 98, 200, 2101, 'img')]
    expect(brokenBudgets(withLcp, measured)).toEqual([
      "wizard: LCP 2101 ms is 501 ms over the floor with a picture's > 500 ms",
    ])
  })

  describe('against the framework floor of the same run', () => {
    const relative = {
      lighthouse: { accessibility: { min: 100 } },
      performanceUnderFloor: { max: 2 },
      tbtOverFloorMs: { max: 50 },
      cls: { max: 0.02 },
      firstLoadJsOverFloorKb: {},
    }

    it('holds a page within 2 points of the floor, whatever the machine scores', () => {
      expect(brokenBudgets(relative, results(86, 88))).toEqual([])
      expect(brokenBudgets(relative, results(85, 88))).toEqual([
        "home: Lighthouse performance 85 is 3 points under the framework floor's 88 > 2",
      ])
    })

    it("holds a page's Total Blocking Time within 50 ms of the floor's", () => {
      const measured = results(97, 98)
      measured.pageTypes[0]!.lighthouse.tbtMs = 230
      expect(brokenBudgets(relative, measured)).toEqual([])
      measured.pageTypes[0]!.lighthouse.tbtMs = 231
      expect(brokenBudgets(relative, measured)).toEqual([
        "home: TBT 231 ms is 51 ms over the framework floor's > 50 ms",
      ])
    })
  })

  it('holds each timed interaction within its budget, and names one missing', () => {
    const withInteractions = { ...budgets, interactionMs: { max: 100 } }
    const measured = {
      ...results(96, 98),
      interactions: [
        { name: 'the small-screen menu', medianMs: 100, runsMs: [96, 100, 160] },
        { name: 'an empty Send on the contact form', medianMs: 136, runsMs: [120, 136, 140] },
      ],
    }
    expect(brokenBudgets(withInteractions, measured)).toEqual([
      'an empty Send on the contact form: answered in 136 ms > 100 ms',
    ])
    expect(brokenBudgets(withInteractions, results(96, 98))).toEqual([
      'interactions: have a budget but were not measured',
    ])
  })
})
