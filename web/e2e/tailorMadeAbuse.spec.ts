import { expect, test, type Page } from '@playwright/test'
import { aValidTailorMadeBody } from '../src/testing/tailorMade'
import { requestsWhere, sandboxRequests } from './helpers/sandbox'
import { siteUrl } from './helpers/server'
import { next, startSoloTrip } from './helpers/tailorMade'

// What /api/tailorMade does with requests no visitor of the wizard would send, in Chromium: a
// site without the wizard, and a honeypot filled in the way a spam script fills every field.

const TARGET = 'reservation.tailor-made'
const TEST_CAPTCHA_TOKEN = 'test-captcha-token'

const uniqueName = (name: string) => `${name} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`

const deliveredFor = async (name: string) =>
  (await sandboxRequests(TARGET)).filter(
    (request) =>
      (request.body?.['contactInformation'] as { name?: string } | undefined)?.name === name &&
      !request.replayed,
  )

/** Posts from the page, as its own script would: same origin, JSON. */
function postFromPage(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    },
    { path, body },
  )
}

test('/api/tailorMade and its places answer 404 on the cruises site, which has no wizard, and nothing is delivered', async ({
  page,
}) => {
  const name = uniqueName('Cruise Spammer')
  const body = {
    ...aValidTailorMadeBody(),
    contactInformation: { name, email: '', phoneNumber: '+61 400 000 000' },
    captchaToken: TEST_CAPTCHA_TOKEN,
  }
  await page.goto(siteUrl('cruises', '/'))
  const refused = await postFromPage(page, '/api/tailorMade', body)
  const message = 'This site has no tailor-made request form.'
  expect(refused).toEqual({ status: 404, body: { status: 404, message, errors: [{ message }] } })
  const places = await page.evaluate(
    async () => (await fetch('/api/tailorMade/locations?countryId=380')).status,
  )
  expect(places).toBe(404)

  // The same request on the tours site is delivered: once that has arrived, the cruises one
  // (stored before it, had it been) would have too.
  await page.goto(siteUrl('tours', '/'))
  expect((await postFromPage(page, '/api/tailorMade', body)).status).toBe(201)
  const [delivered] = await requestsWhere(
    TARGET,
    (received) => (received['contactInformation'] as { name?: string })?.name === name,
  )
  expect(delivered!.headers['company-code']).toBe('WFT-AU')
  expect(await deliveredFor(name)).toHaveLength(1)
})

test('a honeypot filled in on the contact step is refused and nothing is delivered; emptied, the request goes', async ({
  page,
}) => {
  const name = uniqueName('Honey Pot')
  await startSoloTrip(page, 'Italy')
  // "I don't know yet" moves on by itself; step 4 is optional.
  await page.getByRole('button', { name: "I don't know yet" }).click()
  await expect(page.getByText('4/14', { exact: true })).toBeVisible()
  await next(page)
  await page.getByRole('button', { name: /^Culture and heritage/i }).click()
  await page.getByRole('checkbox').first().check()
  await next(page)
  await page.getByRole('button', { name: /^Slow/ }).click()
  await page.getByRole('button', { name: /^Luxury/ }).click()
  await page.getByRole('checkbox', { name: /^Private transfers/ }).check()
  await next(page)
  await next(page)
  await page.getByRole('checkbox', { name: 'Nothing' }).check()
  await next(page)
  await next(page)
  await expect(page.getByText('13/14', { exact: true })).toBeVisible()
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Phone').fill('+61 400 111 333')

  // No person meets the honeypot: not on screen, not announced, not reached with Tab.
  const honeypot = page.locator('input[name="website"]')
  await expect(honeypot).toHaveCount(1)
  expect(await honeypot.evaluate((input) => input.getBoundingClientRect().right)).toBeLessThanOrEqual(0)
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0)
  await page.getByLabel('Email (optional)').focus()
  await page.keyboard.press('Tab')
  await expect(honeypot).not.toBeFocused()

  // A script fills every field it finds.
  await honeypot.evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'))
  await page.getByRole('button', { name: 'get a free quote' }).click()
  await expect(
    page.getByText('We could not accept this request. Please reload the page and send it again.'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Thank you/ })).toHaveCount(0)

  await honeypot.evaluate((input: HTMLInputElement) => (input.value = ''))
  await page.getByRole('button', { name: 'get a free quote' }).click()
  await expect(page.getByRole('heading', { name: `Thank you, ${name}!` })).toBeVisible()
  await requestsWhere(
    TARGET,
    (received) => (received['contactInformation'] as { name?: string })?.name === name,
  )
  // Delivered once: the refused request was never stored.
  expect(await deliveredFor(name)).toHaveLength(1)
})
