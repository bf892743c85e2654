import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { recordLayoutShifts, shiftsInside } from './helpers/layoutShifts'
import { homeOf } from './helpers/seed'
import { E2E_PORT, siteUrl } from './helpers/server'

// Spec 02 §2, §4, §9: the hero slider opening the rail and cruises home pages (seed).

type Hero = { label: string; slides: { title: string }[] }

function heroOf(brand: string): Hero {
  const hero = homeOf(brand).blocks?.[0] as unknown as Hero & { _type: string }
  if (hero?._type !== 'heroSlider') throw new Error(`The ${brand} home page does not open with a hero slider`)
  return hero
}

/** The slide showing: the one slide group not hidden from assistive technology. */
const shownSlide = (page: Page) => page.getByRole('group', { name: / of \d+$/ })

/**
 * The home page with the clock stopped (it moves only when a test says), once it has hydrated:
 * React answers the slider's controls.
 */
async function hydrated(page: Page, brand: string) {
  await page.clock.install({ time: new Date('2026-11-25T09:00:00') })
  await page.clock.pauseAt(new Date('2026-11-25T09:00:01'))
  await page.goto(siteUrl(brand))
  // Hydrated: the slider marks itself live (the dots and the counter are in the server HTML too).
  await expect(page.locator('[aria-roledescription="carousel"][data-live]')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true')
}

for (const brand of ['rail', 'cruises']) {
  const hero = heroOf(brand)
  const titles = hero.slides.map((slide) => slide.title)

  test(`the ${brand} hero moves on every 10 s and wraps round, waits while hovered, focused or paused`, async ({
    page,
  }) => {
    await hydrated(page, brand)
    const region = page.getByRole('region', { name: hero.label })
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles[0]!)
    await expect(region.getByText(`1 / ${titles.length}`)).toBeVisible()

    await page.clock.runFor(9_900)
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles[0]!)
    await page.clock.runFor(100)
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles[1]!)
    await expect(region.getByText(`2 / ${titles.length}`)).toBeVisible()
    for (let step = 2; step <= titles.length; step++) await page.clock.runFor(10_000)
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles[0]!)

    // Hovered: it waits.
    await shownSlide(page).hover()
    await page.clock.runFor(25_000)
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles[0]!)
    await page.mouse.move(0, 0)

    // Paused by its button (WCAG 2.2.2), which keeps focus there; then played again.
    await region.getByRole('button', { name: 'Pause slides' }).click()
    await page.mouse.move(0, 0)
    await region.getByRole('button', { name: 'Play slides' }).blur()
    await page.clock.runFor(25_000)
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles[0]!)
    await region.getByRole('button', { name: 'Play slides' }).click()
    await region.getByRole('button', { name: 'Pause slides' }).blur()
    await page.mouse.move(0, 0)
    await page.clock.runFor(10_000)
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles[1]!)
  })

  test(`the ${brand} hero's controls work by keyboard, and nothing shifts`, async ({ page }) => {
    await recordLayoutShifts(page)
    await hydrated(page, brand)
    const region = page.getByRole('region', { name: hero.label })
    const next = region.getByRole('button', { name: 'Next slide' })
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles[1]!)
    // Focused: it waits.
    await page.clock.runFor(30_000)
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles[1]!)
    await region.getByRole('button', { name: 'Previous slide' }).press('Enter')
    await region.getByRole('button', { name: 'Previous slide' }).press('Enter')
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles.at(-1)!)
    await region.getByRole('button', { name: 'Show slide 2' }).press('Enter')
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles[1]!)
    await expect(region.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true')
    // The slides shown before are not in the tab order.
    await expect(
      page.getByRole('group', { name: `1 of ${titles.length}`, includeHidden: true }),
    ).toHaveAttribute('inert', '')
    // Frames are painted only while the clock runs.
    await page.clock.resume()
    expect(await shiftsInside(region)).toBe(0)
    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-roledescription="carousel"]')
      .analyze()
    expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([])
  })

  test(`the ${brand} hero never moves by itself under reduced motion, and shows no pause button`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await hydrated(page, brand)
    await page.clock.runFor(60_000)
    await expect(shownSlide(page).getByRole('heading')).toHaveText(titles[0]!)
    await expect(page.getByRole('button', { name: 'Pause slides' })).toBeHidden()
  })
}

test("the first slide's image is in the server's HTML, preloaded at high priority, and the page's largest paint", async ({
  page,
  request,
}) => {
  const html = await (
    await request.get(`http://localhost:${E2E_PORT}/`, { headers: { host: 'rail.localhost' } })
  ).text()
  // Once: one <link> for the one request (React's server writes it for an image that is not lazy).
  expect(html.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"/gi)).toHaveLength(1)
  expect(html).toMatch(/<img[^>]*fetchPriority="high"[^>]*width="1600" height="1000"/i)

  await page.goto(siteUrl('rail'))
  // The largest paint so far, as the browser reports it: the heading may come first, and the
  // photo once it is decoded and painted (later than the load event on a busy machine).
  await page.evaluate(() => {
    const record = window as unknown as { largestPaint?: string }
    record.largestPaint = ''
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[]
      record.largestPaint = entries.at(-1)?.element?.tagName ?? ''
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { largestPaint?: string }).largestPaint))
    .toBe('IMG')
})
