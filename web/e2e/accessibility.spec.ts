import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { sites } from '@travel/config'
import { pageTypes } from './helpers/pageTypes'
import { siteUrl } from './helpers/server'

const pages = [...pageTypes, ...sites.map((site) => ({ name: `${site.id} home`, url: siteUrl(site.id) }))]

for (const { name, url } of pages) {
  test(`the ${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(url)
    const { violations } = await new AxeBuilder({ page }).analyze()
    const blocking = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      )
    expect(blocking).toEqual([])
  })
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
