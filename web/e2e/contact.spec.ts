import { expect, test, type Page } from '@playwright/test'
import { getSite, type Site } from '@travel/config'
import { failNext, requestsFor } from './helpers/sandbox'
import { E2E_PORT, siteUrl } from './helpers/server'
import { storedWith } from './helpers/store'

const TARGET = 'passenger-portal.contact-us'

function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

async function fillContactForm(page: Page, email: string) {
  await page.getByLabel('Title').selectOption('Mrs')
  await page.getByLabel('First name').fill('Margaret')
  await page.getByLabel('Last name').fill('Okafor')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone number').fill('0412 345 678')
  await page.getByLabel('Message').fill('We would like a quote for two in late September.')
  await page.getByLabel('I’m not a robot (test mode)').check()
}

for (const siteId of ['tours', 'cruises']) {
  test(`a visitor on ${siteId} sends the contact form and the passenger portal receives it exactly`, async ({
    page,
  }) => {
    const site = getSite(siteId) as Site
    const email = uniqueEmail(siteId)
    await page.goto(siteUrl(siteId, '/contact-us'))
    await fillContactForm(page, email)
    await page.getByRole('button', { name: 'Send message' }).click()

    const thanks = page.getByRole('dialog', { name: 'Thank You for Reaching Out!' })
    await expect(thanks).toBeVisible()
    await thanks.getByRole('button', { name: 'Ok' }).click()
    await expect(thanks).toBeHidden()
    await expect(page.getByLabel('First name')).toHaveValue('')

    const [received] = await requestsFor(TARGET, email)
    expect(received!.body).toEqual({
      title: 'Mrs',
      email,
      firstName: 'Margaret',
      lastName: 'Okafor',
      phoneNumber: '412345678',
      countryCode: '+61',
      message: `We would like a quote for two in late September.\n\nSent from the contact form on ${site.siteLabel}`,
      isSubscribeNewsletters: true,
    })
    expect(received!.headers).toMatchObject({
      'company-code': site.companyCode,
      site: site.siteLabel,
      source: site.source,
      'content-type': 'application/json',
    })
    expect(received!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(received!.status).toBe(200)
  })
}

test('every validation message of the contact form shows', async ({ page }) => {
  await page.goto(siteUrl('golf', '/contact-us'))
  // A send in the first moments, before the page itself has hydrated, is the browser's own
  // (a POST of the same page, which keeps the details out of the URL): this test is about what
  // the form says once it runs.
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Please select your title')).toBeVisible()
  await expect(page.getByText('Required Field')).toHaveCount(3)
  await expect(page.getByText('Email is not valid.')).toBeVisible()
  const captchaAlert = page.getByRole('alert').filter({ hasText: 'Please verify reCaptcha before!' })
  await expect(captchaAlert).toBeVisible()
  // It closes by itself after 1.5 s.
  await expect(captchaAlert).toBeHidden({ timeout: 3000 })

  await page.getByLabel('Email').fill('margaret@')
  await page.getByLabel('First name').fill('Margaret')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Email is not valid.')).toBeVisible()
  await expect(page.getByText('Required Field')).toHaveCount(2)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('with the passenger portal failing three times, the message is still delivered', async ({ page }) => {
  const email = uniqueEmail('retry')
  await failNext(TARGET, 3, email)
  await page.goto(siteUrl('rail', '/contact-us'))
  await fillContactForm(page, email)
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('dialog', { name: 'Thank You for Reaching Out!' })).toBeVisible()

  const attempts = await requestsFor(TARGET, email, 4)
  expect(attempts.map((attempt) => attempt.status)).toEqual([503, 503, 503, 200])
  expect(new Set(attempts.map((attempt) => attempt.headers['idempotency-key'])).size).toBe(1)
  expect(attempts[3]!.headers['company-code']).toBe('SLR-AU')
})

test('bad input gets a clear 4xx, never a 5xx, and nothing is stored or delivered', async () => {
  const url = `http://localhost:${E2E_PORT}/api/forms/contact`
  const email = uniqueEmail('bad')
  const valid = {
    title: 'Mr',
    firstName: 'Sam',
    lastName: 'Lee',
    phoneCountry: 'AU',
    phoneNumber: '0412 345 678',
    email,
    message: '',
    captchaToken: 'test-captcha-token',
  }
  // Node's fetch sends bodies byte for byte (Playwright's client would re-encode malformed JSON).
  const post = async (body: string) => {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    })
    return { status: () => response.status, json: () => response.json() }
  }

  const malformed = await post('{"title": "Mr",')
  expect(malformed.status()).toBe(400)
  expect(await malformed.json()).toMatchObject({ message: 'The submission is not valid JSON.' })

  const unknownField = await post(JSON.stringify({ ...valid, isAdmin: true }))
  expect(unknownField.status()).toBe(400)
  expect((await unknownField.json()).errors).toEqual([{ message: 'Unknown field: isAdmin' }])

  const wrongTypes = await post(JSON.stringify({ ...valid, firstName: 7, title: ['Mr'] }))
  expect(wrongTypes.status()).toBe(400)
  const wrongFields = ((await wrongTypes.json()).errors as { field: string }[]).map((error) => error.field)
  expect([...new Set(wrongFields)].sort()).toEqual(['firstName', 'title'])

  const { captchaToken: _token, ...withoutCaptcha } = valid
  const noCaptcha = await post(JSON.stringify(withoutCaptcha))
  expect(noCaptcha.status()).toBe(400)
  expect((await noCaptcha.json()).errors).toEqual([
    { field: 'captchaToken', message: 'Please verify reCaptcha before!' },
  ])

  const forgedCaptcha = await post(JSON.stringify({ ...valid, captchaToken: 'forged' }))
  expect(forgedCaptcha.status()).toBe(400)
  expect((await forgedCaptcha.json()).errors).toEqual([
    { field: 'captchaToken', message: 'Please verify reCaptcha before!' },
  ])

  const oversize = await post(JSON.stringify({ ...valid, message: 'x'.repeat(101 * 1024) }))
  expect(oversize.status()).toBe(413)

  expect((await fetch(url)).status).toBe(405)

  // Nothing stored, so nothing will ever be delivered.
  expect(storedWith(email)).toEqual([])
})

test("the phone country starts at the site's region, in the server's HTML and once the form hydrates", async ({
  page,
}) => {
  await page.goto(siteUrl('tours-nz', '/contact-us'))
  const country = page.getByLabel('Phone country')
  await expect(country).toHaveValue('NZ')
  await page.getByLabel('First name').fill('Aroha')
  await expect(country).toHaveValue('NZ')
  await expect(page.getByLabel('First name')).toHaveValue('Aroha')
})

test('the form is in the server HTML; its code loads only when the visitor reaches for it', async ({
  browser,
}) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
  const plain = await withoutScripts.newPage()
  await plain.goto(siteUrl('tours', '/contact-us'))
  await expect(plain.getByLabel('First name')).toBeVisible()
  await expect(plain.getByRole('button', { name: 'Send message' })).toBeVisible()
  await withoutScripts.close()

  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(siteUrl('tours', '/contact-us'), { waitUntil: 'networkidle' })
  const loadedWithPage = scripts.length
  await page.getByLabel('First name').fill('Aroha')
  await expect.poll(() => scripts.length).toBeGreaterThan(loadedWithPage)
  await expect(page.getByLabel('First name')).toHaveValue('Aroha')
  await context.close()
})
