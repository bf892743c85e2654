import { act, screen } from '@testing-library/react'
import { preferReducedMotion } from '@/testing/reducedMotion'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { countAt } from '@/ui/CountUp/countUp'
import { TestIntersectionObserver, installTestIntersectionObserver } from '@/testing/intersectionObserver'

async function renderToursCounter() {
  renderBlocks([await seedBlock('tours', '', 'counter')])
  return screen.findByRole('paragraph')
}

/** What a sighted visitor reads: the number shown (not its hidden final width), and the line under it. */
const shownText = (figure: HTMLElement) =>
  [figure.querySelector('[aria-hidden="true"] + span'), figure.querySelector(':scope > span:last-child')]
    .map((part) => part?.textContent)
    .join(' ')

beforeEach(() => {
  installTestIntersectionObserver()
  preferReducedMotion(false)
})

afterEach(() => {
  jest.useRealTimers()
})

describe('the counter', () => {
  it('shows the total with its heading and line before it comes into view', async () => {
    const figure = await renderToursCounter()
    expect(screen.getByRole('heading', { level: 1, name: 'Why choose us' })).toBeInTheDocument()
    expect(shownText(figure)).toBe('25,000+ PASSENGERS TRAVEL WITH US EACH YEAR')
  })

  it('counts from 0 up to the total, in steps of the 500th every millisecond, once in view', async () => {
    const figure = await renderToursCounter()
    jest.useFakeTimers()
    act(() => TestIntersectionObserver.instances[0]!.enterView())
    expect(shownText(figure)).toMatch(/^0\+ /)
    // Frames come every 16 ms: the count is where the clock says.
    act(() => jest.advanceTimersByTime(160))
    const midway = Number(shownText(figure).split('+')[0]!.replace(/,/g, ''))
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(25_000)
    expect(midway % 50).toBe(0)
    expect(midway).toBeLessThanOrEqual(countAt(25_000, 160))
    act(() => jest.advanceTimersByTime(400))
    expect(shownText(figure)).toBe('25,000+ PASSENGERS TRAVEL WITH US EACH YEAR')
    // Once: it stops watching.
    expect(TestIntersectionObserver.instances[0]!.observed).toEqual([])
  })

  it('keeps the total, with no count, for visitors who prefer reduced motion', async () => {
    preferReducedMotion(true)
    const figure = await renderToursCounter()
    expect(TestIntersectionObserver.instances).toEqual([])
    expect(shownText(figure)).toBe('25,000+ PASSENGERS TRAVEL WITH US EACH YEAR')
  })

  it('keeps its final width while counting, so nothing moves', async () => {
    const figure = await renderToursCounter()
    act(() => TestIntersectionObserver.instances[0]!.enterView())
    const reserved = figure.querySelector('[aria-hidden="true"]')
    expect(reserved).toHaveTextContent('25,000+')
    expect(reserved).not.toBeVisible()
  })
})
