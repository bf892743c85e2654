import { expect, test, type Locator } from '@playwright/test'
import {
  carouselOf,
  letTimePass,
  liveCarousel,
  installStoppedClock,
  newsCarouselOf,
  titlesInView,
} from './helpers/carousels'
import { siteUrl } from './helpers/server'

const AUTO_PLAY_MS = 8000
const NEW_TAB = ' (opens in a new tab)'
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The spec's "day, short month, two-digit year", spelled out here from the seed's YYYY-MM-DD. */
function dayShortMonthYear(date: string): string {
  const [year, month, day] = date.split('-')
  return `${day} ${SHORT_MONTHS[Number(month) - 1]} ${year?.slice(2)}`
}

/** An item's address segment, as the site builds it from the type (`travelTips` -> travel-tips). */
const typeSlug = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()

for (const brand of ['tours', 'golf']) {
  const news = newsCarouselOf(brand)
  const titles = news.items.map((item) => `${item.title}${NEW_TAB}`)

  for (const { width, perView } of [
    { width: 390, perView: 1 },
    { width: 1280, perView: 3 },
  ]) {
    /** The titles in view when the carousel starts at item `first` (0-based), looping at the end. */
    const inView = (first: number) =>
      Array.from({ length: perView }, (_, index) => titles[(first + index) % titles.length]!)

    test.describe(`the ${brand} home page's news carousel at ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await installStoppedClock(page)
      })

      test('moves on every 8 seconds, and not while hovered or focused', async ({ page }) => {
        await page.goto(siteUrl(brand))
        const carousel = await liveCarousel(page, news.title)
        await expect(titlesInView(carousel)).toHaveText(inView(0))
        await letTimePass(page, AUTO_PLAY_MS - 1000)
        await expect(titlesInView(carousel)).toHaveText(inView(0))
        await letTimePass(page, 2000)
        await expect(titlesInView(carousel)).toHaveText(inView(1))

        await carousel.getByRole('article').first().hover()
        await letTimePass(page, 3 * AUTO_PLAY_MS)
        await expect(titlesInView(carousel)).toHaveText(inView(1))
        await page.mouse.move(0, 0)
        await letTimePass(page, AUTO_PLAY_MS + 1000)
        await expect(titlesInView(carousel)).toHaveText(inView(2))

        await carousel.getByRole('link').first().focus()
        await letTimePass(page, 3 * AUTO_PLAY_MS)
        await expect(titlesInView(carousel)).toHaveText(inView(2))
        await carousel.getByRole('link').first().blur()
        await letTimePass(page, AUTO_PLAY_MS + 1000)
        await expect(titlesInView(carousel)).toHaveText(inView(3))
      })

      test('stops for good with its pause button, and plays again with it', async ({ page }) => {
        await page.goto(siteUrl(brand))
        const carousel = await liveCarousel(page, news.title)
        const rotation = carousel.getByRole('button', { name: /automatic slide show$/ })
        await expect(rotation).toHaveAccessibleName('Stop automatic slide show')
        await rotation.click()
        await expect(rotation).toHaveAccessibleName('Start automatic slide show')
        // Neither hovered nor focused any more: only the button holds it.
        await rotation.blur()
        await page.mouse.move(0, 0)
        await letTimePass(page, 3 * AUTO_PLAY_MS)
        await expect(titlesInView(carousel)).toHaveText(inView(0))
        await rotation.click()
        await expect(rotation).toHaveAccessibleName('Stop automatic slide show')
        await rotation.blur()
        await page.mouse.move(0, 0)
        await letTimePass(page, AUTO_PLAY_MS + 1000)
        await expect(titlesInView(carousel)).toHaveText(inView(1))
      })

      test('never moves on its own under reduced motion', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto(siteUrl(brand))
        const carousel = await liveCarousel(page, news.title)
        await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible()
        await letTimePass(page, 3 * AUTO_PLAY_MS)
        await expect(titlesInView(carousel)).toHaveText(inView(0))
      })

      test('is worked by keyboard: previous, next and a dot per item, past the cards in view only', async ({
        page,
      }) => {
        await page.goto(siteUrl(brand))
        const carousel = await liveCarousel(page, news.title)
        const rotation = carousel.getByRole('button', { name: 'Stop automatic slide show' })
        await rotation.focus()
        const order = [
          'Previous slide',
          ...inView(0),
          'Next slide',
          ...news.items.map((_, index) => `Show slide ${index + 1}`),
        ]
        for (const name of order) {
          await page.keyboard.press('Tab')
          await expect(page.locator(':focus')).toHaveAccessibleName(name)
        }
        // Each move slides for half a second; a key pressed meanwhile is ignored.
        await page.keyboard.press('Shift+Tab')
        await page.keyboard.press('Enter')
        await expect(titlesInView(carousel)).toHaveText(inView(titles.length - 2))
        await letTimePass(page, 1000)
        await carousel.getByRole('button', { name: 'Next slide' }).focus()
        await page.keyboard.press('Enter')
        await letTimePass(page, 1000)
        await page.keyboard.press('Space')
        await expect(titlesInView(carousel)).toHaveText(inView(0))
        await letTimePass(page, 1000)
        await carousel.getByRole('button', { name: 'Previous slide' }).focus()
        await page.keyboard.press('Enter')
        await expect(titlesInView(carousel)).toHaveText(inView(titles.length - 1))
      })

      test('shows each item’s type and date, and opens its link in a new tab', async ({ page }) => {
        await page.goto(siteUrl(brand))
        const carousel = await liveCarousel(page, news.title)
        const first = carousel.getByRole('article').first()
        const item = news.items[0]!
        await expect(first.locator('time')).toHaveText(dayShortMonthYear(item.createdAt))
        await expect(first.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{2}$/)
        const link = first.getByRole('link', { name: `${item.title}${NEW_TAB}` })
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
        await expect(link).toHaveAttribute('href', `/${typeSlug(item.type)}/${item.slug.current}`)
        const items = carousel.getByRole('article')
        await expect(items).toHaveCount(perView)
        // Every item's date in the spec's form, the one dated 5 March 2026 as '05 Mar 26'.
        const dated = news.items.find((candidate) => candidate.createdAt === '2026-03-05')!
        expect(dayShortMonthYear(dated.createdAt)).toBe('05 Mar 26')
        await carousel.getByRole('button', { name: `Show slide ${news.items.indexOf(dated) + 1}` }).click()
        await expect(carousel.getByRole('article').first().locator('time')).toHaveText('05 Mar 26')
        await expect(titlesInView(carousel).first()).toHaveText(`${dated.title}${NEW_TAB}`)
      })
    })
  }
}

/** The boxes of a carousel's cards in view: x, y, width, height. */
async function cardBoxes(carousel: Locator): Promise<number[][]> {
  const boxes = await Promise.all(
    (await carousel.getByRole('article').all()).map((card) => card.boundingBox()),
  )
  return boxes.map((box) => (box ? [box.x, box.y, box.width, box.height] : []))
}

/**
 * The same boxes, to within a pixel: the server's HTML sizes slides in percent of the list,
 * react-slick in pixels of its width rounded up, so they may differ by a fraction of one.
 */
function expectSameBoxes(after: number[][], before: number[][]) {
  expect(after.map((box) => box.length)).toEqual(before.map((box) => box.length))
  after.forEach((box, card) =>
    box.forEach((value, side) => expect(Math.abs(value - before[card]![side]!)).toBeLessThanOrEqual(1)),
  )
}

for (const brand of ['tours', 'golf']) {
  for (const width of [390, 1280]) {
    test(`the ${brand} home page's carousels come alive at ${width} px without moving anything`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(siteUrl(brand))
      await page.waitForLoadState('networkidle')
      // What moves as the carousels come alive, from here on: the brand's fonts swapping in
      // (late on a busy machine) are brandIdentity.spec's to measure, so they are in first.
      await page.evaluate(async () => {
        await document.fonts.ready
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        const shifts: number[] = []
        Object.assign(window, { shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value)
        }).observe({ type: 'layout-shift' })
      })
      // The carousel's code waits, so the server's HTML is on screen before it hydrates.
      let release = () => undefined as void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/_next/static/chunks/**', async (route) => {
        await held
        await route.continue()
      })
      for (const type of ['newsCarousel', 'solutionsCarousel'] as const) {
        const carousel = page.getByRole('region', { name: carouselOf(brand, type).title })
        await carousel.scrollIntoViewIfNeeded()
        await expect(carousel.getByRole('article').first()).toBeInViewport()
        await page.waitForLoadState('networkidle')
        const before = await cardBoxes(carousel)
        expect(before).toHaveLength(width === 1280 ? (type === 'newsCarousel' ? 3 : 2) : 1)
        release()
        await expect(carousel).toHaveAttribute('data-live', 'true')
        expectSameBoxes(await cardBoxes(carousel), before)
      }
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true)
    })
  }
}
