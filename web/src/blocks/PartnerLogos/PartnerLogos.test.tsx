import { act, screen, within } from '@testing-library/react'
import { fakeMatchMedia } from '@/testing/matchMedia'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { LOGO_AUTO_PLAY_MS, LOGOS_PER_VIEW } from './partnerLogos'

const WIDE_SCREEN = '(min-width: 48rem)'

let restore: () => void = () => undefined
afterEach(() => {
  restore()
  jest.useRealTimers()
})

/** The partners whose logos are in view, by name (react-slick hides the others). */
const logosInView = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('img')
    .map((logo) => logo.getAttribute('alt'))

describe('the partner logos', () => {
  it('slide every 6 seconds, four to a wide screen', () => {
    expect(LOGO_AUTO_PLAY_MS).toBe(6000)
    expect(LOGOS_PER_VIEW).toBe(4)
  })

  it("show the cruise partners page's logos, each named, at their size", async () => {
    restore = fakeMatchMedia([WIDE_SCREEN])
    const block = await seedBlock('cruises', 'partners', 'partnerLogos')
    renderBlocks([block], 'cruises')
    const carousel = await screen.findByRole('region', { name: block.title! })
    expect(screen.getByRole('heading', { level: 1, name: block.title! })).toBeInTheDocument()
    const partners = block.partners!
    expect(logosInView(carousel)).toEqual(partners.slice(0, 4).map((partner) => partner.logo.alt))
    const first = within(carousel).getByRole('img', { name: partners[0]!.logo.alt! })
    expect(first).toHaveAttribute('width', '360')
    expect(first).toHaveAttribute('height', '120')
  })

  it('move on to the next logo every 6 seconds, and loop', async () => {
    restore = fakeMatchMedia()
    const block = await seedBlock('cruises', 'partners', 'partnerLogos')
    const names = block.partners!.map((partner) => partner.logo.alt)
    jest.useFakeTimers()
    renderBlocks([block], 'cruises')
    const carousel = await screen.findByRole('region', { name: block.title! })
    const wait = (ms: number) => {
      for (let passed = 0; passed < ms; passed += 100) act(() => jest.advanceTimersByTime(100))
    }
    wait(LOGO_AUTO_PLAY_MS - 100)
    expect(logosInView(carousel)).toEqual([names[0]])
    for (const next of [...names.keys()].slice(1)) {
      wait(LOGO_AUTO_PLAY_MS)
      expect(logosInView(carousel)).toEqual([names[next]])
    }
    wait(LOGO_AUTO_PLAY_MS)
    expect(logosInView(carousel)).toEqual([names[0]])
  })

  it('show nothing without a logo', async () => {
    const block = await seedBlock('cruises', 'partners', 'partnerLogos')
    const { container } = renderBlocks([{ ...block, partners: [] }], 'cruises')
    await act(async () => undefined)
    expect(container).toBeEmptyDOMElement()
  })
})
