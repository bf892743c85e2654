import { expect, test, type Locator, type Page } from '@playwright/test'
import { getSite, type Site } from '@travel/config'
import { PRODUCTS, type Currency } from '../../scripts/sandbox/catalogue'
import { requestsFor } from './helpers/sandbox'
import { E2E_SANDBOX_URL, siteUrl } from './helpers/server'

// Issue 46 §2: a trip named on a page is the trip in the catalogue. A home's featured trips are
// references to warehouse products: each card says what the sandbox's warehouse says (name,
// length, price from in the site's currency), the destination page lists the same trip, and its
// Enquire reaches the product enquiry (call 9 with the product's type and code).

function product(code: string) {
  const found = PRODUCTS.find((each) => each.code === code)
  if (!found) throw new Error(`No ${code} in the sandbox catalogue`)
  return found
}

/** The price as a card writes it: `$8,450` in AUD, `NZD 9,290` otherwise. */
function priceText(code: string, currency: Currency): string {
  const amount = product(code).priceFrom[currency].toLocaleString('en-AU')
  return currency === 'AUD' ? `$${amount}` : `NZD ${amount}`
}

/** The card in `scope` whose heading is `name` (`has` is matched inside each list item). */
const cardNamed = (page: Page, scope: Page | Locator, name: string) =>
  scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

const sectionTitled = (page: Page, title: string) =>
  page.getByRole('heading', { name: title }).locator('xpath=ancestor::section[1]')

test("the tours home's featured trips are the catalogue's, in each market's currency, and the Japan page lists the same trip", async ({
  page,
}) => {
  const kiso = product('TR-JP-KISO')
  for (const [siteId, currency] of [
    ['tours-nz', 'NZD'],
    ['tours', 'AUD'],
  ] as const) {
    await page.goto(siteUrl(siteId))
    const featured = sectionTitled(page, 'Where we’re heading in 2026')
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText([
      'Vietnam: Lanterns & Limestone',
      'Japan: Kyoto, Kiso & the Alps',
      'Italy: The Puglia Slow Road',
      'Peru: Inca Trail & Sacred Valley',
      'Morocco: Atlas to Sahara',
    ])
    const card = cardNamed(page, featured, kiso.name)
    await expect(card).toContainText(`${kiso.durationDays} days`)
    await expect(card).toContainText(`from ${priceText(kiso.code, currency)} per person`)
    await expect(card.getByRole('link', { name: `Book Now: ${kiso.name}` })).toHaveAttribute(
      'href',
      `${E2E_SANDBOX_URL}/en/tours/detail/${kiso.code}`,
    )

    await page.goto(siteUrl(siteId, '/tour-destination/asia/japan'))
    const listed = cardNamed(page, sectionTitled(page, 'Our Japan tours'), kiso.name)
    await expect(listed).toContainText(`from ${priceText(kiso.code, currency)} per person`)
  }
})

test("golf's home features its Kingdom of Fife at the catalogue's price, as its Scotland page lists it", async ({
  page,
}) => {
  const fife = product('GF-SCO-FIFE')
  await page.goto(siteUrl('golf'))
  const card = cardNamed(page, sectionTitled(page, 'Four destinations we know by heart'), fife.name)
  await expect(card).toContainText(`from ${priceText(fife.code, 'AUD')} per person`)
  await expect(card.getByRole('link', { name: `Book Now: ${fife.name}` })).toHaveAttribute(
    'href',
    `${E2E_SANDBOX_URL}/en/golfs/detail/${fife.code}`,
  )
  await page.goto(siteUrl('golf', '/tour-destination/great-britain-ireland/scotland'))
  await expect(cardNamed(page, page, fife.name)).toContainText(
    `from ${priceText(fife.code, 'AUD')} per person`,
  )
})

test("a featured trip's Enquire opens the enquiry about it, which reaches call 9 with its type and code", async ({
  page,
}) => {
  const site = getSite('tours') as Site
  const kiso = product('TR-JP-KISO')
  const email = `featured.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto(siteUrl('tours'))
  await cardNamed(page, sectionTitled(page, 'Where we’re heading in 2026'), kiso.name)
    .getByRole('link', { name: `Enquire: ${kiso.name}` })
    .click()
  await expect(page).toHaveURL(siteUrl('tours', `/enquire/tours/${kiso.code}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Enquire about ${kiso.name}`)

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send enquiry' }) })
  const month = form.getByLabel(/^Preferred month/)
  await expect(month).toBeVisible()
  await form.getByLabel(/^Name/).fill('Kim Ito')
  await form.getByLabel(/^Email/).fill(email)
  await form.getByLabel(/^Phone \*/).fill('0412 345 678')
  await month.selectOption({ index: 2 })
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toContainText(
    `Thank you for your enquiry about ${kiso.name}.`,
  )
  const [received] = await requestsFor('reservation.enquiry', email)
  expect(received!.headers).toMatchObject({ 'company-code': site.companyCode, currency: site.currency })
  expect(received!.body).toMatchObject({
    productType: 'tour',
    code: kiso.code,
    note: expect.stringMatching(
      new RegExp(`^Trip: ${kiso.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(${kiso.code}\\)\\n`),
    ),
  })
})
