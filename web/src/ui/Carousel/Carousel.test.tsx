import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { fakeMatchMedia } from '@/testing/matchMedia'
import { AUTO_PLAY_MS, Carousel } from './Carousel'
import { WIDE_SCREEN } from './carouselStyles'

const CITIES = ['Hanoi', 'Kyoto', 'Lima', 'Fes']

function renderCarousel(slidesPerView = 1, cities = CITIES, autoPlayMs?: number) {
  return render(
    <ThemeProvider theme={brands.tours.theme}>
      <Carousel label="Latest news" slidesPerView={slidesPerView} autoPlayMs={autoPlayMs}>
        {cities.map((city) => (
          <p key={city}>
            <a href={`/news/${city.toLowerCase()}`}>{city}</a>
          </p>
        ))}
      </Carousel>
    </ThemeProvider>,
  )
}

/** The slide the carousel shows first: the one whose dot is current. */
const currentDot = () => screen.getAllByRole('button', { name: /^Show slide/, current: true })

/** Lets time pass a tenth of a second at a time, so React renders as it would meanwhile. */
function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) act(() => jest.advanceTimersByTime(100))
}

let restore: () => void = () => undefined
beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  restore()
  jest.useRealTimers()
})

it('is a named carousel of slides, with a named control for everything it does', () => {
  restore = fakeMatchMedia()
  renderCarousel()
  const carousel = screen.getByRole('region', { name: 'Latest news' })
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
  expect(within(carousel).getByRole('group', { name: '1 of 4' })).toHaveAttribute(
    'aria-roledescription',
    'slide',
  )
  const buttons = within(carousel)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))
  expect(buttons).toEqual([
    'Stop automatic slide show',
    'Previous slide',
    'Next slide',
    'Show slide 1',
    'Show slide 2',
    'Show slide 3',
    'Show slide 4',
  ])
  expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Show slide 1' })])
})

it('shows the next slide every 8 seconds, and loops', () => {
  restore = fakeMatchMedia()
  renderCarousel()
  wait(AUTO_PLAY_MS - 100)
  expect(currentDot()[0]).toHaveAccessibleName('Show slide 1')
  for (const slide of [2, 3, 4, 1]) {
    wait(AUTO_PLAY_MS)
    expect(currentDot()[0]).toHaveAccessibleName(`Show slide ${slide}`)
  }
})

it('moves on at the interval it is given instead', () => {
  restore = fakeMatchMedia()
  renderCarousel(1, CITIES, 4000)
  wait(4000 - 100)
  expect(currentDot()[0]).toHaveAccessibleName('Show slide 1')
  wait(600)
  expect(currentDot()[0]).toHaveAccessibleName('Show slide 2')
  wait(4000)
  expect(currentDot()[0]).toHaveAccessibleName('Show slide 3')
})

it('makes the slides out of view inert, and only those', async () => {
  restore = fakeMatchMedia()
  renderCarousel()
  // The slide itself, not the copies react-slick adds on each side to loop.
  const slideOf = (city: string) =>
    screen
      .getAllByRole('link', { name: city, hidden: true })
      .map((link) => link.closest('.slick-slide'))
      .find((slide) => !slide?.classList.contains('slick-cloned'))
  expect(slideOf('Hanoi')).not.toHaveAttribute('inert')
  expect(screen.getByRole('link', { name: 'Hanoi' })).toBeVisible()
  for (const city of ['Kyoto', 'Lima', 'Fes']) expect(slideOf(city)).toHaveAttribute('inert')
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
  wait(600)
  // The observer that follows react-slick's attribute reports in a microtask.
  await act(async () => undefined)
  expect(slideOf('Kyoto')).not.toHaveAttribute('inert')
  expect(slideOf('Hanoi')).toHaveAttribute('inert')
})

it('shows slidesPerView slides on a wide screen, one on a narrow one', () => {
  restore = fakeMatchMedia([WIDE_SCREEN])
  const { unmount } = renderCarousel(3)
  expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
    '1 of 4',
    '2 of 4',
    '3 of 4',
  ])
  unmount()
  restore()
  restore = fakeMatchMedia()
  renderCarousel(3)
  expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4'])
})

it('shows no more to a view than it has slides', () => {
  restore = fakeMatchMedia([WIDE_SCREEN])
  renderCarousel(3, ['Hanoi', 'Kyoto'])
  expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
    '1 of 2',
    '2 of 2',
  ])
})

it('stops while focus is in it, and goes on once focus leaves', () => {
  restore = fakeMatchMedia()
  renderCarousel()
  act(() => screen.getByRole('link', { name: 'Hanoi' }).focus())
  wait(3 * AUTO_PLAY_MS)
  expect(currentDot()[0]).toHaveAccessibleName('Show slide 1')
  act(() => screen.getByRole('link', { name: 'Hanoi' }).blur())
  wait(AUTO_PLAY_MS + 600)
  expect(currentDot()[0]).toHaveAccessibleName('Show slide 2')
})

it('stops for good with its rotation control, and starts again with it', () => {
  restore = fakeMatchMedia()
  renderCarousel()
  const stop = screen.getByRole('button', { name: 'Stop automatic slide show' })
  fireEvent.click(stop)
  expect(stop).toHaveAccessibleName('Start automatic slide show')
  wait(3 * AUTO_PLAY_MS)
  expect(currentDot()[0]).toHaveAccessibleName('Show slide 1')
  fireEvent.click(stop)
  wait(AUTO_PLAY_MS + 600)
  expect(currentDot()[0]).toHaveAccessibleName('Show slide 2')
})

it('never moves on its own for a visitor who asked for reduced motion', () => {
  restore = fakeMatchMedia(['(prefers-reduced-motion: reduce)'])
  renderCarousel()
  expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument()
  wait(3 * AUTO_PLAY_MS)
  expect(currentDot()[0]).toHaveAccessibleName('Show slide 1')
  fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }))
  wait(600)
  expect(currentDot()[0]).toHaveAccessibleName('Show slide 3')
})
