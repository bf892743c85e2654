import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { E2E_SANDBOX_URL, siteUrl } from './helpers/server'
import { sitemapOf } from './helpers/links'
import { PICTURES } from '../../studio/seed/pictures'

// Spec 02 §2: tour destination pages at /tour-destination/{group}/{destination} (seed: Vietnam
// and Japan for tours, Scotland for golf), their tours from the sandbox's warehouse.

test('the Japan page on tours-nz: its hero, six tours in NZD with Book Now, more destinations, and what search engines read', async ({
  page,
}) => {
  const response = await page.goto(siteUrl('tours-nz', '/tour-destination/asia/japan'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bullet trains, temples and the cherry blossom',
  )
  const tours = page.getByRole('heading', { name: 'Our Japan tours' }).locator('xpath=ancestor::section[1]')
  await expect(tours.getByRole('listitem')).toHaveCount(6)
  await expect(tours.getByRole('listitem').first()).toContainText('from NZD 2,189 per person')
  await expect(tours.getByRole('link', { name: /^Book Now: / })).toHaveCount(6)
  await expect(tours.getByRole('link', { name: 'See More (Our Japan tours)' })).toHaveAttribute(
    'href',
    `${E2E_SANDBOX_URL}/en/tours?destination=japan`,
  )
  await expect(tours.getByRole('link', { name: 'Book Now: Tokyo City Break' })).toHaveAttribute(
    'href',
    `${E2E_SANDBOX_URL}/en/tours/detail/TR-JP-5`,
  )
  await expect(
    page.getByRole('region', { name: 'Asia' }).getByRole('link', { name: 'Vietnam' }),
  ).toHaveAttribute('href', '/tours/vietnam')

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://wayfarertours.co.nz/tour-destination/asia/japan',
  )
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
  const trail = data.find((item) => item['@type'] === 'BreadcrumbList')
  expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual([
    'Wayfarer Tours',
    'Tour destination',
    'Asia',
    'Japan',
  ])
  expect(data.find((item) => item['@type'] === 'ItemList').itemListElement[0].item['@type']).toBe(
    'TouristTrip',
  )

  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([])
})

test("the tour cards show the warehouse's photos, sized by the site's optimiser, under the site's CSP", async ({
  page,
}) => {
  const cspViolations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text())
  })
  const browserRequests: string[] = []
  page.on('request', (request) => browserRequests.push(request.url()))
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('tours', '/tour-destination/asia/vietnam'))
  const photos = page
    .getByRole('heading', { name: 'Our Vietnam tours' })
    .locator('xpath=ancestor::section[1]')
    .getByRole('listitem')
    .getByRole('img')
  // Vietnam's four tours, the one the tours home features among them.
  await expect(photos).toHaveCount(4)
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveAttribute('src', /^\/_next\/image\?url=http/)
    // Loaded and decoded: a broken or refused image has no natural width.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    // A card is at most about 24rem wide: the optimiser sends a width near that, not the original.
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(828)
  }
  // The cheapest first: Hanoi & Halong Bay, with the warehouse's picture of Halong Bay and its alt text.
  await expect(photos.first()).toHaveAttribute('alt', PICTURES['warehouse-halong-bay-junk'].alt)
  expect(cspViolations).toEqual([])
  // The browser asks the site only: never the warehouse's image host.
  expect(browserRequests.filter((url) => !url.startsWith(siteUrl('tours', '/')))).toEqual([])
})

test("a destination the brand has no page for gets the brand's 404, and golf serves its own", async ({
  page,
}) => {
  expect((await page.goto(siteUrl('tours', '/tour-destination/asia/atlantis')))?.status()).toBe(404)
  expect((await page.goto(siteUrl('cruises', '/tour-destination/asia/japan')))?.status()).toBe(404)
  expect(
    (await page.goto(siteUrl('golf', '/tour-destination/great-britain-ireland/scotland')))?.status(),
  ).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Where the game began, and its links still set the test',
  )
})

// Issue 29: every destination golf's menu shows on golf has a page: a hero, an intro, the golf
// company's packages from the warehouse, and a way to ask for a trip.
test("golf's Ireland page: its hero, intro, golf packages and a call to plan a trip", async ({ page }) => {
  const response = await page.goto(siteUrl('golf', '/tour-destination/great-britain-ireland/ireland'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Wild Atlantic links and the warmest welcome in golf',
  )
  await expect(page.getByText('Ballybunion’s Old Course', { exact: false })).toBeVisible()
  const packages = page
    .getByRole('heading', { name: 'Our Ireland golf holidays' })
    .locator('xpath=ancestor::section[1]')
  await expect(packages.getByRole('listitem')).toHaveCount(2)
  await expect(packages.getByRole('listitem').first()).toContainText('Dublin & the East Coast Links')
  await expect(packages.getByRole('listitem').first()).toContainText('from $3,990 per person')
  await expect(
    packages.getByRole('link', { name: 'Book Now: Dublin & the East Coast Links' }),
  ).toHaveAttribute('href', `${E2E_SANDBOX_URL}/en/golfs/detail/GF-IE-6`)
  await expect(page.getByRole('link', { name: 'Plan my Ireland trip' })).toHaveAttribute(
    'href',
    '/tailor-made',
  )
  await expect(page.getByRole('link', { name: 'Talk to us' }).first()).toHaveAttribute('href', '/contact-us')

  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([])
})

test('destination pages are in the sitemap', async ({ request }) => {
  const paths = (await sitemapOf(request, 'tours')).map((page) => new URL(page).pathname)
  expect(paths).toContain('/tour-destination/asia/japan')
  expect(paths).toContain('/tour-destination/asia/vietnam')
})

test('the Vietnam intro is six lines on a small screen until Read more, by keyboard; related destinations link on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(siteUrl('tours', '/tour-destination/asia/vietnam'))
  const intro = page.getByText('Vietnam rewards travellers who take their time', { exact: false })
  const box = intro.locator('xpath=ancestor::div[2]')
  const lineHeight = await intro.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
  const clamped = (await box.boundingBox())!.height
  expect(clamped).toBeLessThanOrEqual(6 * lineHeight + 1)
  const toggle = page.getByRole('main').getByRole('checkbox')
  await expect(toggle).toHaveAccessibleName('Read more')
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).toBeChecked()
  await expect(toggle).toHaveAccessibleName('Read less')
  expect((await box.boundingBox())!.height).toBeGreaterThan(clamped + lineHeight)
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAccessibleName('Read more')

  const related = page
    .getByRole('heading', { name: 'Combine Vietnam with' })
    .locator('xpath=ancestor::section[1]')
  // Morocco has no page of its own: its card opens its tours.
  await expect(related.getByRole('link', { name: /Morocco/ })).toHaveAttribute('href', '/tours/morocco')
  await related.getByRole('link', { name: /Japan/ }).click()
  await expect(page).toHaveURL(siteUrl('tours', '/tour-destination/asia/japan'))

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(siteUrl('tours', '/tour-destination/asia/vietnam'))
  await expect(page.getByRole('checkbox')).toHaveCount(0)
})

test("an editor's links open a destination page and a post at their own addresses", async ({ page }) => {
  // Seed: a link in the small-group page's text leads to Japan's page; Japan's hero button and
  // intro lead to the Japan-by-rail travel tip.
  const postTitle = 'Japan by rail: Kyoto to the Alps without the luggage'
  const postPath = '/travel-tips/japan-by-rail-kyoto-to-the-alps-without-the-luggage'
  await page.goto(siteUrl('tours', '/small-group-tours'))
  await page.getByRole('link', { name: 'Japan’s Kiso Valley' }).click()
  await expect(page).toHaveURL(siteUrl('tours', '/tour-destination/asia/japan'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bullet trains, temples and the cherry blossom',
  )

  await expect(
    page.getByRole('link', { name: 'Your luggage goes ahead by courier between hotels' }),
  ).toHaveAttribute('href', postPath)
  await page.getByRole('link', { name: 'Travel tips: Japan by rail' }).click()
  await expect(page).toHaveURL(siteUrl('tours', postPath))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle)
})
