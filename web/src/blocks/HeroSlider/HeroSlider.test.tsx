import { act, fireEvent, screen, within } from '@testing-library/react'
import { preferReducedMotion } from '@/testing/reducedMotion'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { document as railHome } from '../../../../studio/seed/documents/rail/page-rail-home'
import { HERO_ADVANCE_MS } from './useSlides'

const seeded = railHome.blocks.find((block) => block._type === 'heroSlider')!
const titles = seeded.slides!.map((slide) => slide.title)

async function renderHero() {
  renderBlocks([await seedBlock('rail', '', 'heroSlider')], 'rail')
  return screen.findByRole('region', { name: 'Featured rail journeys' })
}

/** The slide showing: the only one not hidden from assistive technology. */
const shownTitle = () => screen.getByRole('group', { name: /of 3$/ }).querySelector('h1, h2')?.textContent

beforeEach(() => {
  jest.useFakeTimers()
  preferReducedMotion(false)
})

afterEach(() => {
  jest.useRealTimers()
})

describe('the hero slider', () => {
  it('shows the first slide of the seed with its title as the page heading, buttons first primary', async () => {
    const hero = await renderHero()
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(titles[0]!)
    const slide = screen.getByRole('group', { name: '1 of 3' })
    expect(
      within(slide)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['See the journeys', 'Ask our rail experts'])
    expect(within(hero).getByText('1 / 3')).toBeInTheDocument()
    // The first image is the page's largest paint: loaded at once, at high priority.
    const image = within(slide).getByRole('img')
    expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(image).toHaveAttribute('width', '1600')
  })

  it('moves on every 10 s and wraps round', async () => {
    await renderHero()
    act(() => jest.advanceTimersByTime(HERO_ADVANCE_MS - 1))
    expect(shownTitle()).toBe(titles[0])
    act(() => jest.advanceTimersByTime(1))
    expect(shownTitle()).toBe(titles[1])
    expect(screen.getByText('2 / 3')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(HERO_ADVANCE_MS))
    act(() => jest.advanceTimersByTime(HERO_ADVANCE_MS))
    expect(shownTitle()).toBe(titles[0])
  })

  it('waits while hovered or focused, and while paused', async () => {
    const hero = await renderHero()
    const stage = within(hero).getByRole('group', { name: '1 of 3' }).parentElement!.parentElement!
    fireEvent.mouseEnter(stage)
    act(() => jest.advanceTimersByTime(HERO_ADVANCE_MS * 2))
    expect(shownTitle()).toBe(titles[0])
    fireEvent.mouseLeave(stage)

    act(() => within(hero).getByRole('button', { name: 'Next slide' }).focus())
    act(() => jest.advanceTimersByTime(HERO_ADVANCE_MS * 2))
    expect(shownTitle()).toBe(titles[0])
    act(() => within(hero).getByRole('button', { name: 'Next slide' }).blur())

    fireEvent.click(within(hero).getByRole('button', { name: 'Pause slides' }))
    expect(within(hero).getByRole('button', { name: 'Play slides' })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(HERO_ADVANCE_MS * 2))
    expect(shownTitle()).toBe(titles[0])
    fireEvent.click(within(hero).getByRole('button', { name: 'Play slides' }))
    act(() => jest.advanceTimersByTime(HERO_ADVANCE_MS))
    expect(shownTitle()).toBe(titles[1])
  })

  it('never moves by itself for a visitor who asked for reduced motion', async () => {
    preferReducedMotion(true)
    await renderHero()
    act(() => jest.advanceTimersByTime(HERO_ADVANCE_MS * 5))
    expect(shownTitle()).toBe(titles[0])
  })

  it('goes back, forward and to a slide by its dot, wrapping round', async () => {
    const hero = await renderHero()
    fireEvent.click(within(hero).getByRole('button', { name: 'Previous slide' }))
    expect(shownTitle()).toBe(titles[2])
    fireEvent.click(within(hero).getByRole('button', { name: 'Next slide' }))
    expect(shownTitle()).toBe(titles[0])
    const dot = within(hero).getByRole('button', { name: 'Show slide 2' })
    fireEvent.click(dot)
    expect(shownTitle()).toBe(titles[1])
    expect(dot).toHaveAttribute('aria-current', 'true')
    expect(screen.getByText('2 / 3')).toBeInTheDocument()
  })

  it('loads the images of slides not yet shown only when needed', async () => {
    const hero = await renderHero()
    expect(within(hero).getAllByRole('img', { hidden: true })).toHaveLength(1)
    act(() => jest.advanceTimersByTime(2_000))
    expect(within(hero).getAllByRole('img', { hidden: true })).toHaveLength(2)
  })

  it('carries the quick search when the editors ask for it', async () => {
    const hero = await renderHero()
    expect(await within(hero).findByRole('search', { name: 'Quick search' })).toBeInTheDocument()
  })
})
