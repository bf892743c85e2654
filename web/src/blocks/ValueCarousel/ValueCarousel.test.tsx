import { act, screen, within } from '@testing-library/react'
import { fakeMatchMedia } from '@/testing/matchMedia'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import type { BlockOf } from '../types'
import { VALUE_AUTO_PLAY_MS, VALUE_CAROUSEL_LAYOUTS, type ValueCarouselVariant } from './variants'

const WIDE_SCREEN = '(min-width: 48rem)'

let restore: () => void = () => undefined
afterEach(() => {
  restore()
  jest.useRealTimers()
})

/** The titles of the values in view (react-slick hides the others from screen readers). */
const titlesInView = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('article')
    .map((value) => within(value).getByRole('heading').textContent)

describe('the value carousel', () => {
  it('has the spec’s four layouts, each sliding every 8 seconds', () => {
    expect(VALUE_AUTO_PLAY_MS).toBe(8000)
    expect(VALUE_CAROUSEL_LAYOUTS).toEqual({
      twoWithButton: { slidesPerView: 2, cards: false, button: true },
      three: { slidesPerView: 3, cards: false, button: false },
      twoCards: { slidesPerView: 2, cards: true, button: false },
      oneCard: { slidesPerView: 1, cards: true, button: false },
    })
  })

  it("shows the cruise partners page's values two to a wide screen, with its button under them", async () => {
    restore = fakeMatchMedia([WIDE_SCREEN])
    const block = await seedBlock('cruises', 'partners', 'valueCarousel')
    // Not the page's first block: its title is a second-level heading, its values' third.
    const before: BlockOf<'iconStrip'> = { _key: 'before', _type: 'iconStrip', title: null, items: [] }
    renderBlocks([before, block], 'cruises')
    const carousel = await screen.findByRole('region', { name: block.title! })
    expect(screen.getByRole('heading', { level: 2, name: block.title! })).toBeInTheDocument()
    expect(screen.getByText(block.intro!)).toBeInTheDocument()
    expect(titlesInView(carousel)).toEqual(block.items!.slice(0, 2).map((item) => item.title))
    const first = within(carousel).getAllByRole('article')[0]!
    expect(within(first).getByRole('heading', { level: 3 })).toBeInTheDocument()
    expect(within(first).getByText(block.items![0]!.text!)).toBeInTheDocument()
    const image = within(first).getByRole('img', { name: block.items![0]!.image!.alt! })
    expect(image).toHaveAttribute('width', String(block.items![0]!.image!.width))
    // The button leads to the offer itself (an offer document's page).
    expect(screen.getByRole('link', { name: 'See the Norway fjords offer' })).toHaveAttribute(
      'href',
      '/offers/norway-fjords-balcony-upgrade',
    )
  })

  it.each<[ValueCarouselVariant, string, string, number]>([
    ['twoWithButton', 'cruises', 'partners', 2],
    ['twoCards', 'golf', 'our-foundation', 2],
    ['oneCard', 'golf', 'why-fairway', 1],
  ])('shows the %s layout of the %s /%s page %i to a wide screen', async (variant, brand, slug, perView) => {
    restore = fakeMatchMedia([WIDE_SCREEN])
    const block = await seedBlock(brand, slug, 'valueCarousel')
    expect(block.variant).toBe(variant)
    renderBlocks([block], brand)
    const carousel = await screen.findByRole('region', { name: block.title! })
    expect(titlesInView(carousel)).toEqual(block.items!.slice(0, perView).map((item) => item.title))
  })

  it.each<[ValueCarouselVariant, number, boolean]>([
    ['twoWithButton', 2, true],
    ['three', 3, false],
    ['twoCards', 2, false],
    ['oneCard', 1, false],
  ])(
    'in the %s layout shows %i to a wide screen, one to a phone; a button: %s',
    async (variant, perView, button) => {
      const seeded = await seedBlock('cruises', 'partners', 'valueCarousel')
      const block: BlockOf<'valueCarousel'> = { ...seeded, variant }
      restore = fakeMatchMedia([WIDE_SCREEN])
      const { unmount } = renderBlocks([block], 'cruises')
      const carousel = await screen.findByRole('region', { name: block.title! })
      expect(within(carousel).getAllByRole('article')).toHaveLength(perView)
      expect(screen.queryAllByRole('link', { name: block.button!.label! })).toHaveLength(button ? 1 : 0)
      unmount()
      restore()
      restore = fakeMatchMedia()
      renderBlocks([block], 'cruises')
      expect(within(await screen.findByRole('region')).getAllByRole('article')).toHaveLength(1)
    },
  )

  it('moves on every 8 seconds, and loops', async () => {
    restore = fakeMatchMedia()
    const block = await seedBlock('golf', 'why-fairway', 'valueCarousel')
    jest.useFakeTimers()
    renderBlocks([block], 'golf')
    const carousel = await screen.findByRole('region', { name: block.title! })
    const wait = (ms: number) => {
      for (let passed = 0; passed < ms; passed += 100) act(() => jest.advanceTimersByTime(100))
    }
    const titles = block.items!.map((item) => item.title)
    wait(VALUE_AUTO_PLAY_MS - 100)
    expect(titlesInView(carousel)).toEqual([titles[0]])
    for (const next of [1, 2, 0]) {
      wait(VALUE_AUTO_PLAY_MS)
      expect(titlesInView(carousel)).toEqual([titles[next]])
    }
  })

  it('renders nothing without values', async () => {
    const block = await seedBlock('golf', 'why-fairway', 'valueCarousel')
    const { container } = renderBlocks([{ ...block, items: [] }], 'golf')
    await act(async () => undefined)
    expect(container).toBeEmptyDOMElement()
  })
})
