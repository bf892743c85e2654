import { countAt, countStep } from './countUp'

describe('the count up', () => {
  it('steps by the total’s 500th, rounded up', () => {
    expect(countStep(25_000)).toBe(50)
    expect(countStep(12_345)).toBe(25)
    expect(countStep(499)).toBe(1)
    expect(countStep(501)).toBe(2)
  })

  it('starts at 0 and adds one step every millisecond', () => {
    expect(countAt(25_000, 0)).toBe(0)
    expect(countAt(25_000, 0.9)).toBe(0)
    expect(countAt(25_000, 1)).toBe(50)
    expect(countAt(25_000, 7.5)).toBe(350)
    expect(countAt(25_000, 250)).toBe(12_500)
  })

  it('ends exactly at the total, and stays there', () => {
    // 12,345 in steps of 25: 493 ticks reach 12,325, the 494th stops at the total.
    expect(countAt(12_345, 493)).toBe(12_325)
    expect(countAt(12_345, 494)).toBe(12_345)
    expect(countAt(25_000, 500)).toBe(25_000)
    expect(countAt(25_000, 60_000)).toBe(25_000)
    expect(countAt(3, 1)).toBe(1)
    expect(countAt(3, 3)).toBe(3)
  })

  it('shows the total at once under reduced motion', () => {
    expect(countAt(25_000, 0, { reducedMotion: true })).toBe(25_000)
  })

  it('never counts backwards from a clock that went back', () => {
    expect(countAt(25_000, -5)).toBe(0)
  })
})
