import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { getSite } from '@travel/config'
import { failNext, requestsFor } from './helpers/sandbox'
import { E2E_PORT, siteUrl } from './helpers/server'
import { storedWith } from './helpers/store'
import { inDays } from './helpers/dates'

// Spec 02: the enquiry section's charter flight and accommodation tabs, delivered to the
// reservation API's enquiry call (seed: the /enquire pages of tours and cruises).
const TARGET = 'reservation.enquiry'

function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

/**
 * Opens the page and hydrates the section (its first focus) on its Charter flight tab, which
 * cruises opens on only when chosen (its section opens on Voyage); the dates get their minimum then.
 */
async function openEnquiry(page: Page, siteId: string) {
  await page.goto(siteUrl(siteId, '/enquire'))
  const flight = page.getByRole('tab', { name: 'Charter flight' })
  await flight.focus()
  await expect(async () => {
    if ((await flight.getAttribute('aria-selected')) !== 'true') await flight.click()
    await expect(flight).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 })
  }).toPass()
  await expect(flight).toBeFocused()
  await expect(page.getByLabel(/^Departure date/)).toHaveAttribute('min', inDays(0))
}

async function axeViolations(page: Page) {
  return (await new AxeBuilder({ page }).exclude('[data-focus-guard]').analyze()).violations
}

for (const siteId of ['tours', 'cruises']) {
  test(`a visitor sends a charter flight enquiry on ${siteId}, choosing a place by keyboard, and the sandbox receives it exactly`, async ({
    page,
  }) => {
    const site = getSite(siteId)!
    const email = uniqueEmail('flight')
    await openEnquiry(page, siteId)
    const panel = page.getByRole('tabpanel', { name: 'Charter flight' })

    const from = panel.getByRole('combobox', { name: /^From/ })
    await from.pressSequentially('new', { delay: 50 })
    const list = panel.getByRole('listbox', { name: 'Destinations' })
    await expect(list.getByRole('option')).toHaveText(['New Zealand'])
    await expect(panel.getByText('Destinations', { exact: true }).first()).toBeVisible()
    await from.press('ArrowDown')
    await expect(list.getByRole('option', { name: 'New Zealand' })).toHaveAttribute('aria-selected', 'true')
    await from.press('Enter')
    await expect(from).toHaveValue('New Zealand')
    await expect(list).toBeHidden()

    await panel.getByRole('combobox', { name: /^To/ }).fill('Hoi An')
    await panel.getByLabel(/^Departure date/).fill(inDays(30))
    await panel.getByLabel(/^Return date/).fill(inDays(44))
    await expect(panel.getByLabel(/^Return date/)).toHaveAttribute('min', inDays(30))
    await panel.getByLabel(/^Name/).fill('Ana Lee')
    await expect(panel.getByLabel('Phone country')).toHaveValue(site.phoneRegion)
    await panel.getByLabel(/^Phone \*/).fill('0412 345 678')
    await panel.getByLabel(/^Email/).fill(email)
    await panel.getByLabel(/^Passengers/).fill('3')
    await panel.getByRole('button', { name: 'Send enquiry' }).click()

    const thanks = page.getByRole('dialog', { name: 'Thank you!' })
    await expect(thanks).toContainText(email)
    const [received] = await requestsFor(TARGET, email)
    expect(received!.headers).toMatchObject({
      'company-code': site.companyCode,
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
      startDate: inDays(30),
      endDate: inDays(44),
      productType: 'chapter-flight',
      code: '',
      note: `From: New Zealand\nTo: Hoi An\nDeparture: ${inDays(30)}\nReturn: ${inDays(44)}`,
      rooms: [{ adult: 3, child: 0 }],
      location: 'Hoi An',
      webSite: site.siteLabel,
      accommodation: '',
      accommodationType: '',
      deckLevel: '',
      contactId: 0,
      language: 'en',
      currency: site.currency,
    })
    // The form went back to its defaults behind the thanks.
    await thanks.getByRole('button', { name: 'OK' }).click()
    await expect(thanks).toBeHidden()
    await expect(from).toHaveValue('')
    await expect(panel.getByLabel(/^Passengers/)).toHaveValue('1')
  })

  test(`a visitor sends an accommodation enquiry on ${siteId}, reaching the tab by keyboard, and the sandbox receives it exactly`, async ({
    page,
  }) => {
    const site = getSite(siteId)!
    const email = uniqueEmail('stay')
    await openEnquiry(page, siteId)
    await page.keyboard.press('ArrowRight')
    const tab = page.getByRole('tab', { name: 'Accommodation' })
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(tab).toBeFocused()
    const panel = page.getByRole('tabpanel', { name: 'Accommodation' })

    await panel.getByLabel(/^Full name/).fill('Sam Ward')
    await panel.getByLabel(/^Email/).fill(email)
    await panel.getByLabel(/^Check-in/).fill(inDays(20))
    await panel.getByLabel(/^Check-out/).fill(inDays(25))
    await panel.getByRole('button', { name: 'Add a room' }).click()
    for (let step = 0; step < 2; step += 1) await panel.getByRole('button', { name: 'Add an adult' }).click()
    await panel.getByRole('button', { name: 'Add a child' }).click()
    await expect(panel.getByLabel(/^Room/)).toHaveValue('2')
    await expect(panel.getByLabel(/^Adult/)).toHaveValue('3')
    const location = panel.getByRole('combobox', { name: /^Location/ })
    await location.pressSequentially('new', { delay: 50 })
    await panel.getByRole('option', { name: 'New Zealand' }).click()
    await expect(location).toHaveValue('New Zealand')
    expect(await axeViolations(page)).toEqual([])
    await panel.getByRole('button', { name: 'Send enquiry' }).click()

    const thanks = page.getByRole('dialog', { name: 'Thank you!' })
    await expect(thanks).toContainText(email)
    const [received] = await requestsFor(TARGET, email)
    expect(received!.headers).toMatchObject({
      'company-code': site.companyCode,
      currency: site.currency,
      language: 'en',
    })
    expect(received!.body).toEqual({
      title: '',
      firstName: 'Sam Ward',
      surname: 'Sam Ward',
      email,
      countryCode: '',
      phone: '',
      startDate: inDays(20),
      endDate: inDays(25),
      productType: 'accommodation',
      code: '',
      note: 'Room: 2',
      rooms: [{ adult: 3, child: 1 }],
      location: 'New Zealand',
      webSite: site.siteLabel,
      accommodation: '',
      accommodationType: '',
      deckLevel: '',
      contactId: 0,
      language: 'en',
      currency: site.currency,
    })
    await thanks.getByRole('button', { name: 'OK' }).click()
    await expect(panel.getByLabel(/^Full name/)).toHaveValue('')
    await expect(panel.getByLabel(/^Room/)).toHaveValue('1')
  })
}

test('the tabs work by keyboard, the forms say what is missing, the tailor-made tab leads to the wizard, and axe finds nothing', async ({
  page,
}) => {
  await openEnquiry(page, 'tours')
  const flight = page.getByRole('tab', { name: 'Charter flight' })
  await page.keyboard.press('End')
  const tailorMade = page.getByRole('tab', { name: 'Tailor-made' })
  await expect(tailorMade).toBeFocused()
  await expect(tailorMade).toHaveAttribute('aria-selected', 'true')
  const link = page
    .getByRole('tabpanel', { name: 'Tailor-made' })
    .getByRole('link', { name: 'Plan your tailor-made trip' })
  await expect(link).toHaveAttribute('href', '/tailor-made')
  await page.keyboard.press('ArrowRight')
  await expect(flight).toBeFocused()
  // One tab stop: Tab leaves the tab list for the panel's first field.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('combobox', { name: /^From/ })).toBeFocused()

  const panel = page.getByRole('tabpanel', { name: 'Charter flight' })
  await panel.getByLabel(/^Passengers/).fill('0')
  await panel.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(panel.getByText('This field is required', { exact: true })).toHaveCount(7)
  await expect(panel.getByText('Please enter at least 1 passenger.')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await tailorMade.click()
  await link.click()
  await expect(page).toHaveURL(siteUrl('tours', '/tailor-made'))
})

for (const siteId of ['tours', 'cruises']) {
  test(`on ${siteId}, the section fits 390 px, each tab`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await openEnquiry(page, siteId)
    const tabs = [
      'Charter flight',
      'Accommodation',
      'Tailor-made',
      ...(siteId === 'cruises' ? ['Voyage'] : []),
    ]
    for (const name of tabs) {
      await page.getByRole('tab', { name }).click()
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    }
  })
}

/**
 * Posts a body to an enquiry route as its form would (Node's fetch: bytes as given), with the
 * invisible brake beside it: the test token (the e2e server is in test mode) and an empty honeypot.
 */
async function postEnquiry(form: 'enquiryFlight' | 'enquiryAccommodation', body: unknown) {
  const brake = { captchaToken: 'test-captcha-token', website: '' }
  const response = await fetch(`http://localhost:${E2E_PORT}/api/forms/${form}`, {
    method: 'POST',
    body: JSON.stringify(
      body && typeof body === 'object' && !Array.isArray(body) ? { ...brake, ...body } : body,
    ),
    headers: { 'content-type': 'application/json' },
  })
  return {
    status: response.status,
    body: (await response.json()) as { errors?: { field?: string; message: string }[] },
  }
}

test('bad input to the enquiry routes gets a 400 naming the field, never a 5xx, and nothing is delivered', async () => {
  const email = uniqueEmail('bad-enquiry')
  const flight = {
    from: 'Sydney',
    to: 'Hoi An',
    departureDate: inDays(10),
    returnDate: inDays(12),
    name: 'Ana Lee',
    phoneCountry: 'AU',
    phoneNumber: '0412 345 678',
    email,
    passengers: 2,
  }
  const stay = {
    name: 'Ana Lee',
    email,
    checkIn: inDays(10),
    checkOut: inDays(12),
    room: 1,
    adult: 2,
    children: 0,
    location: 'Hoi An',
  }
  const refusals: [string, unknown, string, unknown][] = [
    ['enquiryFlight', { ...flight, isAdmin: true }, '', 'Unknown field: isAdmin'],
    [
      'enquiryFlight',
      { ...flight, departureDate: inDays(-3) },
      'departureDate',
      'Please choose a date from today on.',
    ],
    [
      'enquiryFlight',
      { ...flight, returnDate: inDays(9) },
      'returnDate',
      'The return date cannot be before the departure date.',
    ],
    ['enquiryFlight', { ...flight, passengers: '2' }, 'passengers', 'Please enter at least 1 passenger.'],
    ['enquiryAccommodation', { ...stay, room: 5 }, 'room', 'Room: from 1 to 4.'],
    ['enquiryAccommodation', { ...stay, children: -1 }, 'children', 'Children: from 0 to 4.'],
    ['enquiryAccommodation', { ...flight }, '', expect.stringMatching(/^Unknown field/)],
  ]
  for (const [form, body, field, message] of refusals) {
    const answer = await postEnquiry(form as 'enquiryFlight', body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ message, ...(field ? { field } : {}) })]),
    )
  }
  // Nothing was stored, so nothing will ever be delivered.
  expect(storedWith(email)).toEqual([])
})

test('with the reservation API failing twice, the enquiry is still delivered, under one idempotency key', async () => {
  const email = uniqueEmail('retry-enquiry')
  await failNext(TARGET, 2, email)
  const stored = await postEnquiry('enquiryAccommodation', {
    name: 'Ana Lee',
    email,
    checkIn: inDays(10),
    checkOut: inDays(12),
    room: 1,
    adult: 2,
    children: 0,
    location: 'Hoi An',
  })
  expect(stored.status).toBe(201)
  const attempts = await requestsFor(TARGET, email, 3)
  expect(attempts.map((attempt) => attempt.status)).toEqual([503, 503, 200])
  expect(new Set(attempts.map((attempt) => attempt.headers['idempotency-key'])).size).toBe(1)
})
