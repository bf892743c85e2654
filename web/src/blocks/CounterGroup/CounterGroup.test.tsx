import { act, screen, within } from '@testing-library/react'
import { installTestIntersectionObserver, TestIntersectionObserver } from '@/testing/intersectionObserver'
import { preferReducedMotion } from '@/testing/reducedMotion'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { countStep } from '@/ui/CountUp/countUp'
import { document as partners } from '../../../../studio/seed/documents/cruises/page-cruises-partners'

const seeded = partners.blocks.find((block) => block._type === 'counterGroup')!

/** Each figure as a sighted visitor reads it: the line above, the number shown, the line under. */
function figures() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => {
      const [above, number, below] = [...item.children]
      const shown = number?.querySelector('[aria-hidden="true"] + span')?.textContent
      return [above?.textContent, shown, below?.textContent]
    })
}

async function renderPartnersCounters() {
  renderBlocks([await seedBlock('cruises', 'partners', 'counterGroup')], 'cruises')
  await screen.findByRole('list')
}

beforeEach(() => {
  installTestIntersectionObserver()
  preferReducedMotion(false)
})
afterEach(() => jest.useRealTimers())

describe('the counters', () => {
  it("show the cruise partners page's figures as its seed has them, totals first", async () => {
    await renderPartnersCounters()
    expect(screen.getByRole('heading', { level: 1, name: seeded.title })).toBeInTheDocument()
    expect(figures()).toEqual([
      ['Partner lines', '14', 'ocean, river and expedition operators'],
      ['Every year', '3,200+', 'guests sail with a partner'],
      ['On the quay', '160', 'ports with a partner agent'],
    ])
  })

  it('count each figure from 0 to its total once it is in view, by ceil(total/500) a millisecond', async () => {
    await renderPartnersCounters()
    jest.useFakeTimers()
    // One observer a figure: each starts when it is half in view.
    expect(TestIntersectionObserver.instances).toHaveLength(3)
    act(() => TestIntersectionObserver.instances[1]!.enterView())
    expect(figures()[1]![1]).toBe('0+')
    expect(figures()[0]![1]).toBe('14')
    act(() => jest.advanceTimersByTime(160))
    const midway = Number(figures()[1]![1]!.replace(/\D/g, ''))
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(3200)
    expect(midway % countStep(3200)).toBe(0)
    act(() => jest.advanceTimersByTime(400))
    expect(figures()[1]![1]).toBe('3,200+')
  })

  it('keep their totals, with no count, for visitors who prefer reduced motion', async () => {
    preferReducedMotion(true)
    await renderPartnersCounters()
    expect(TestIntersectionObserver.instances).toEqual([])
    expect(figures().map((figure) => figure[1])).toEqual(['14', '3,200+', '160'])
  })

  it('show a figure without its lines, and nothing without figures', async () => {
    const block = await seedBlock('cruises', 'partners', 'counterGroup')
    const bare = { _key: 'x', header1: null, number: 42, suffix: null, header2: null }
    renderBlocks([{ ...block, title: null, items: [bare] }], 'cruises')
    const item = await screen.findByRole('listitem')
    expect(item).toHaveTextContent(/^4242$/)
    expect(screen.queryByRole('heading')).toBeNull()
    const { container } = renderBlocks([{ ...block, _key: 'empty', items: [] }], 'cruises')
    expect(container).toBeEmptyDOMElement()
  })
})
