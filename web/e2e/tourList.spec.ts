import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { E2E_SANDBOX_URL, siteUrl } from './helpers/server'

// Spec 02 §2, §7 (call 4), §9: a destination's tours as cards, at /tours/{destination}, from the
// sandbox's warehouse (Japan has 9 tours, one without a price; Kenya one, without a price).

test('/tours/japan on tours-nz shows six tours, cheapest first, priced in NZD, each with Book Now', async ({
  page,
}) => {
  const response = await page.goto(siteUrl('tours-nz', '/tours/japan'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Japan tours')
  const cards = page.getByRole('main').getByRole('listitem')
  await expect(cards).toHaveCount(6)
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Tokyo City Break',
    'Tokyo to Kyoto Express',
    'Kyoto Temples & Tea Ceremony',
    'Okinawa Islands Escape',
    'Japan Cherry Blossom Trail',
    // The trip the tours home features (issue 46 §2).
    'Japan: Kyoto, Kiso & the Alps',
  ])
  await expect(cards.first()).toContainText('5 days')
  await expect(cards.first()).toContainText('from NZD 2,189 per person')
  await expect(cards.getByRole('link', { name: /^Book Now: / })).toHaveCount(6)
  await expect(cards.first().getByRole('link', { name: /^Book Now: / })).toHaveAttribute(
    'href',
    `${E2E_SANDBOX_URL}/en/tours/detail/TR-JP-5`,
  )
  // Beside it, an enquiry about the tour on this site (issue 46).
  await expect(cards.getByRole('link', { name: /^Enquire: / })).toHaveCount(6)

  // Search engines read each tour as a TouristTrip with its offer, and the trail to the page.
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
  const trips = data.find((item) => item['@type'] === 'ItemList')
  expect(trips.itemListElement[0].item).toMatchObject({
    '@type': 'TouristTrip',
    name: 'Tokyo City Break',
    offers: { '@type': 'Offer', price: 2189, priceCurrency: 'NZD' },
  })
  expect(data.find((item) => item['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3)

  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([])
})

test('a tour without a price offers Enquire Now, an enquiry about it here, and says its price is on request', async ({
  page,
}) => {
  await page.goto(siteUrl('tours', '/tours/kenya'))
  const card = page.getByRole('main').getByRole('listitem')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Price on request')
  await expect(card.getByRole('link')).toHaveCount(1)
  const enquire = card.getByRole('link', { name: 'Enquire Now: Kenya Safari Adventure' })
  await expect(enquire).toHaveAttribute('href', '/enquire/tours/TR-KE-9')
  await enquire.click()
  await expect(page).toHaveURL(siteUrl('tours', '/enquire/tours/TR-KE-9'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquire about Kenya Safari Adventure')
})

test("a destination the warehouse's tree does not have gets the brand's 404 page", async ({ page }) => {
  const response = await page.goto(siteUrl('tours', '/tours/atlantis'))
  expect(response?.status()).toBe(404)
})

test("an editor's tour block on a page shows the destination's tours and its See More link", async ({
  page,
}) => {
  await page.goto(siteUrl('tours', '/small-group-tours'))
  const section = page
    .getByRole('heading', { name: 'Small-group tours of Japan' })
    .locator('xpath=ancestor::section[1]')
  await expect(section.getByRole('listitem')).toHaveCount(6)
  await expect(section.getByRole('listitem').first()).toContainText('from $1,990 per person')
  await expect(section.getByRole('link', { name: 'See More' })).toHaveAttribute(
    'href',
    `${E2E_SANDBOX_URL}/en/tours?destination=japan`,
  )
})

test("the destinations by group show 7 of each, Show more and Show less by keyboard, and lead to a destination's tours", async ({
  page,
}) => {
  await page.goto(siteUrl('tours', '/small-group-tours'))
  const asia = page.getByRole('region', { name: 'Asia' })
  await expect(asia.getByRole('link').filter({ visible: true })).toHaveCount(7)
  const toggle = asia.locator('summary')
  await expect(toggle).toHaveAccessibleName('Show more')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAccessibleName('Show less')
  await expect(asia.getByRole('link').filter({ visible: true })).toHaveCount(9)
  await expect(asia.getByRole('link', { name: 'Indonesia' })).toBeVisible()
  await toggle.press('Enter')
  await expect(asia.getByRole('link', { name: 'Indonesia' })).toBeHidden()
  // Europe has 7: no toggle.
  await expect(page.getByRole('region', { name: 'Europe' }).getByText('Show more')).toHaveCount(0)

  await asia.getByRole('link', { name: 'Japan' }).click()
  await expect(page).toHaveURL(siteUrl('tours', '/tours/japan'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Japan tours')
})
