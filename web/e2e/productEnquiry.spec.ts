import { expect, test, type Page } from '@playwright/test'
import { getSite, type Site } from '@travel/config'
import { requestsFor } from './helpers/sandbox'
import { siteUrl } from './helpers/server'
import { inDays } from './helpers/dates'

// Issue 46 §4: an enquiry from the trip in front of you. A product card's Enquire opens an
// enquiry that names the trip as the warehouse does, asks only what is missing, and reaches the
// reservation API as call 9 with the product's type and code.
const TARGET = 'reservation.enquiry'
const REQUIRED = 'This field is required'

function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

/** The last day of a month (YYYY-MM), as YYYY-MM-DD. */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10)
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** The enquiry's form, live (it comes to life as it comes into view). */
async function liveForm(page: Page) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send enquiry' }) })
  await expect(form.getByLabel('Preferred month').or(form.getByText(/^Departure:/))).toBeVisible()
  return form
}

test("from a tour card's Enquire to call 9 at the back office, with the thanks naming the tour", async ({
  page,
}) => {
  const site = getSite('tours') as Site
  const email = uniqueEmail('tour')
  await page.goto(siteUrl('tours', '/tour-destination/asia/vietnam'))
  const tour = card(page, 'Vietnam Highlights')
  await expect(tour.getByRole('link')).toHaveText(['Book Now', 'Enquire'])
  await tour.getByRole('link', { name: 'Enquire: Vietnam Highlights' }).click()

  await expect(page).toHaveURL(siteUrl('tours', '/enquire/tours/TR-VN-15'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquire about Vietnam Highlights')
  await expect(page.getByText('Trip code TR-VN-15')).toBeVisible()
  const form = await liveForm(page)

  // Refused in the browser first: who is asking, and when.
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  for (const label of [/^Name/, /^Email/, /^Phone \*/, /^Preferred month/])
    await expect(form.getByLabel(label)).toHaveAccessibleDescription(REQUIRED)

  await form.getByLabel(/^Name/).fill('Ana Lee')
  await form.getByLabel(/^Email/).fill(email)
  await expect(form.getByLabel('Phone country')).toHaveValue('AU')
  await form.getByLabel(/^Phone \*/).fill('0412 345 678')
  await form.getByLabel(/^Travellers/).fill('3')
  const month = form.getByLabel(/^Preferred month/)
  await month.selectOption({ index: 3 })
  const chosen = await month.inputValue()
  await form.getByLabel('Message').fill('A cooking class in Hoi An, please.')
  await form.getByRole('button', { name: 'Send enquiry' }).click()

  const thanks = page.getByRole('dialog', { name: 'Thank you!' })
  await expect(thanks).toContainText('Thank you for your enquiry about Vietnam Highlights.')
  await expect(thanks).toContainText(email)
  const [received] = await requestsFor(TARGET, email)
  expect(received!.headers).toMatchObject({
    'company-code': site.companyCode,
    'x-api-key': expect.any(String),
    currency: site.currency,
    language: 'en',
  })
  expect(received!.body).toEqual({
    title: '',
    firstName: 'Ana Lee',
    surname: 'Ana Lee',
    email,
    countryCode: '+61',
    phone: '412345678',
    startDate: `${chosen}-01`,
    endDate: lastDayOf(chosen),
    productType: 'tour',
    code: 'TR-VN-15',
    note: `Trip: Vietnam Highlights (TR-VN-15)\nPreferred month: ${chosen}\nTravellers: 3\nMessage: A cooking class in Hoi An, please.`,
    rooms: [{ adult: 3, child: 0 }],
    location: '',
    webSite: site.siteLabel,
    accommodation: '',
    accommodationType: '',
    deckLevel: '',
    contactId: 0,
    language: 'en',
    currency: site.currency,
  })

  // A code the warehouse does not have, or markup in its place, is no enquiry page.
  for (const path of ['/enquire/tours/TR-NO-SUCH', `/enquire/tours/${encodeURIComponent('<b>x</b>')}`])
    expect((await page.goto(siteUrl('tours', path)))?.status(), path).toBe(404)
})

test("from a golf card's Enquire, with a departure from the link, to call 9 as a golf package", async ({
  page,
}) => {
  const site = getSite('golf') as Site
  const email = uniqueEmail('golf')
  await page.goto(siteUrl('golf', '/tour-destination/great-britain-ireland/scotland'))
  const name = 'Scotland Links: St Andrews & Carnoustie'
  await card(page, name)
    .getByRole('link', { name: `Enquire: ${name}` })
    .click()
  await expect(page).toHaveURL(siteUrl('golf', '/enquire/golfs/GF-SCO-7'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Enquire about ${name}`)

  // An offer page's link names a departure: the form shows it as a date and does not ask a month.
  // Anything but a date from today is only ignored.
  const departure = inDays(75)
  await page.goto(siteUrl('golf', `/enquire/golfs/GF-SCO-7?departure=${encodeURIComponent('<img src=x>')}`))
  await expect((await liveForm(page)).getByLabel(/^Preferred month/)).toBeVisible()
  await page.goto(siteUrl('golf', `/enquire/golfs/GF-SCO-7?departure=${departure}`))
  const form = await liveForm(page)
  const shown = new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${departure}T00:00:00Z`),
  )
  await expect(form.getByText(`Departure: ${shown}`)).toBeVisible()
  await expect(form.getByLabel(/^Preferred month/)).toHaveCount(0)

  await form.getByLabel(/^Name/).fill('Sam Reid')
  await form.getByLabel(/^Email/).fill(email)
  await form.getByLabel(/^Phone \*/).fill('0400 123 456')
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toContainText(
    `Thank you for your enquiry about ${name}.`,
  )
  const [received] = await requestsFor(TARGET, email)
  expect(received!.headers).toMatchObject({
    'company-code': site.companyCode,
    currency: site.currency,
    language: 'en',
  })
  expect(received!.body).toMatchObject({
    productType: 'golf-package',
    code: 'GF-SCO-7',
    startDate: departure,
    endDate: departure,
    rooms: [{ adult: 2, child: 0 }],
    note: `Trip: ${name} (GF-SCO-7)\nDeparture: ${departure}\nTravellers: 2`,
    webSite: site.siteLabel,
  })
})

test("each brand's header Enquire opens its own first enquiry", async ({ page }) => {
  const enquire = () => page.getByRole('banner').getByRole('link', { name: 'Enquire', exact: true })

  // Wayfarer Tours: the tailor-made trip.
  await page.goto(siteUrl('tours'))
  await enquire().click()
  await expect(page).toHaveURL(siteUrl('tours', '/tailor-made'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan your tailor-made trip')

  // Tidewater Cruises: a voyage.
  await page.goto(siteUrl('cruises'))
  await enquire().click()
  await expect(page).toHaveURL(siteUrl('cruises', '/enquire'))
  await expect(page.getByRole('tab', { name: 'Voyage' })).toHaveAttribute('aria-selected', 'true')

  // Fairway Golf Journeys: a golf holiday, golf's own places first, named as its visitors know them.
  await page.goto(siteUrl('golf'))
  await enquire().click()
  await expect(page).toHaveURL(siteUrl('golf', '/tailor-made'))
  const places = page.getByRole('checkbox')
  for (const [index, place] of ['Scotland', 'England', 'Ireland'].entries())
    await expect(places.nth(index)).toHaveAccessibleName(place)

  // Silver Line Rail Journeys: a rail journey.
  await page.goto(siteUrl('rail'))
  await enquire().click()
  await expect(page).toHaveURL(siteUrl('rail', '/rail-journey-enquiry'))
  await expect(page.getByLabel(/^Which journey interests you\?/)).toBeVisible()
})
