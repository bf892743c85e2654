import { act, screen, within } from '@testing-library/react'
import { fakeMatchMedia } from '@/testing/matchMedia'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { PROMO_AUTO_PLAY_MS } from './promo'

let restore: () => void = () => undefined
afterEach(() => {
  restore()
  jest.useRealTimers()
})

const imagesOf = (part: HTMLElement) =>
  within(part)
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'))

describe('the cruise-partner promo', () => {
  it('slides every 4 seconds on a phone', () => {
    expect(PROMO_AUTO_PLAY_MS).toBe(4000)
  })

  it('shows its title, text, three images in a row, the same as a carousel, and its button', async () => {
    restore = fakeMatchMedia()
    const block = await seedBlock('cruises', 'norway-fjords-offer', 'cruisePromo')
    renderBlocks([block], 'cruises')
    // Both layouts are in the HTML; the screen's width shows one (CSS, which jsdom does not apply).
    const carousel = await screen.findByRole('region', { name: block.title! })
    expect(screen.getByRole('heading', { level: 1, name: block.title! })).toBeInTheDocument()
    expect(screen.getByText(block.text!)).toBeInTheDocument()
    const alts = block.images!.map((promo) => promo.image.alt)
    expect(alts).toHaveLength(3)
    const row = screen.getAllByRole('list').find((list) => !carousel.contains(list))!
    expect(imagesOf(row)).toEqual(alts)
    for (const image of within(row).getAllByRole('img')) {
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
    }
    expect(imagesOf(carousel)).toEqual([alts[0]])
    expect(screen.getByRole('link', { name: 'Talk to a cruise expert' })).toHaveAttribute(
      'href',
      '/contact-us',
    )
  })

  it('moves its carousel on every 4 seconds, and loops', async () => {
    restore = fakeMatchMedia()
    const block = await seedBlock('cruises', 'norway-fjords-offer', 'cruisePromo')
    const alts = block.images!.map((promo) => promo.image.alt)
    jest.useFakeTimers()
    renderBlocks([block], 'cruises')
    const carousel = await screen.findByRole('region', { name: block.title! })
    const wait = (ms: number) => {
      for (let passed = 0; passed < ms; passed += 100) act(() => jest.advanceTimersByTime(100))
    }
    wait(PROMO_AUTO_PLAY_MS - 100)
    expect(imagesOf(carousel)).toEqual([alts[0]])
    for (const next of [1, 2, 0]) {
      wait(PROMO_AUTO_PLAY_MS)
      expect(imagesOf(carousel)).toEqual([alts[next]])
    }
  })
})
