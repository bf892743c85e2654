import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { sites } from '@travel/config'
import { carouselOf, liveCarousel } from './helpers/carousels'
import { pageTypes } from './helpers/pageTypes'
import { siteUrl } from './helpers/server'

const pages = [...pageTypes, ...sites.map((site) => ({ name: `${site.id} home`, url: siteUrl(site.id) }))]

/** Axe's serious and critical findings on the page as it is now. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
}

for (const { name, url } of pages) {
  test(`the ${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(url)
    expect(await blockingViolations(page)).toEqual([])
  })
}

// The home pages' carousels once live (they hydrate as they come into view), moved on a slide and
// stopped, on a phone and a wide screen.
for (const brand of ['tours', 'golf']) {
  for (const width of [390, 1280]) {
    test(`the ${brand} home page's live carousels at ${width} px have no serious or critical violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(siteUrl(brand))
      for (const type of ['newsCarousel', 'solutionsCarousel'] as const) {
        const carousel = await liveCarousel(page, carouselOf(brand, type).title)
        await carousel.getByRole('button', { name: 'Next slide' }).click()
        await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click()
      }
      expect(await blockingViolations(page)).toEqual([])
    })
  }
}

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto(siteUrl('rail'))
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})
