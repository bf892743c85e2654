import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { getSite } from '@travel/config'
import { requestsFor } from './helpers/sandbox'
import { storedWith } from './helpers/store'
import { pageById } from './helpers/seed'
import { siteUrl } from './helpers/server'

// Spec 02: the virtuoso (agent) registration, delivered to the CMS store (seed: golf's
// /virtuoso-agents has no event locations, tours' /virtuoso-agents-vietnam has three).
const TARGET = 'cms.store'
const ROUTE = '/api/forms/virtuoso'
const QUESTION = 'Which event location will you attend for Vietnam travel?'
const THANKS = 'Thank you for your submission! We will contact you soon via your preferred method.'

const PAGES = {
  golf: { slug: 'virtuoso-agents', id: 'page-golf-virtuoso-agents' },
  tours: { slug: 'virtuoso-agents-vietnam', id: 'page-tours-virtuoso-agents-vietnam' },
} as const

function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

/** The seed's virtuoso block on the brand's page: its title is each registration's type. */
function virtuosoBlock(siteId: keyof typeof PAGES) {
  const block = pageById(PAGES[siteId].id).blocks?.find((each) => each._type === 'virtuosoForm')
  if (!block?.title) throw new Error(`No virtuoso block on ${siteId}'s page`)
  return block as typeof block & { title: string }
}

const virtuosoTitle = (siteId: keyof typeof PAGES) => virtuosoBlock(siteId).title

async function open(page: Page, siteId: keyof typeof PAGES) {
  await page.goto(siteUrl(siteId, `/${PAGES[siteId].slug}`))
  // A send before the page itself has hydrated is the browser's own (a POST of the page): these
  // tests are about what the form does once it runs.
  await page.waitForLoadState('networkidle')
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit' })
const captchaBox = (page: Page) => page.getByLabel('I’m not a robot (test mode)')
const termsBox = (page: Page) => page.getByLabel(/I have read and accept the terms/)
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

async function fill(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Priya Raman')
  await page.getByRole('textbox', { name: 'Company name' }).fill('Harbour Travel')
  await page.getByRole('textbox', { name: 'Agency affiliation' }).fill('Virtuoso')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Phone' }).fill('+61 400 123 456')
  await page.getByRole('textbox', { name: 'Products you sell most' }).fill('Small-group tours')
  await page.getByRole('textbox', { name: 'Type of clients' }).fill('Couples')
  const followUp = page.getByRole('group', { name: 'Preferred follow-up' })
  await followUp.getByRole('checkbox', { name: 'Zoom Call' }).check()
  await followUp.getByRole('checkbox', { name: 'In-Person' }).check()
  await page
    .getByRole('group', { name: 'Would you like to receive exclusive offers?' })
    .getByLabel('No')
    .check()
  await termsBox(page).check()
}

const fields = (email: string, location: string) => ({
  fullName: 'Priya Raman',
  companyName: 'Harbour Travel',
  agencyAffiliation: 'Virtuoso',
  email,
  phone: '+61 400 123 456',
  mostProduct: 'Small-group tours',
  typeOfClient: 'Couples',
  preferredFollowUp: [{ email: false, zoomcall: true, inPerson: true }],
  receiveExclusiveOffers: 'no',
  termsAndConditions: true,
  location,
})

const submission = (type: string, email: string, location: string) => ({ type, ...fields(email, location) })

for (const siteId of ['golf', 'tours'] as const) {
  test(`a virtuoso agent registers on ${siteId} and the CMS store receives it exactly`, async ({ page }) => {
    const site = getSite(siteId)!
    const type = virtuosoTitle(siteId)
    const email = uniqueEmail(`virtuoso-${siteId}`)
    const location = siteId === 'tours' ? 'Melbourne' : ''
    await open(page, siteId)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(type)
    await fill(page, email)
    if (location) await page.getByLabel(QUESTION).selectOption(location)
    else await expect(page.getByLabel(QUESTION)).toHaveCount(0)
    await captchaBox(page).check()
    const posted = page.waitForRequest((request) => request.url().endsWith(ROUTE))
    await submit(page).click()

    // The route gets the virtuoso fields, the form's place (never a type: the route reads the
    // block's title there) and the captcha's token beside them.
    expect((await posted).postDataJSON()).toEqual({
      ...fields(email, location),
      page: PAGES[siteId].id,
      block: virtuosoBlock(siteId)._key,
      captchaToken: 'test-captcha-token',
      // The honeypot every form carries, empty.
      website: '',
      // Where the visit came from (forms/attribution): kept with the submission, never sent on.
      attribution: { landingPage: `/${PAGES[siteId].slug}` },
    })
    const dialog = page.getByRole('dialog', { name: 'Success' })
    await expect(dialog).toContainText(THANKS)
    const [received] = await requestsFor(TARGET, email)
    expect(received!.headers['company-code']).toBe(site.companyCode)
    expect(received!.body).toEqual({
      type,
      email,
      contents: JSON.stringify(submission(type, email, location)),
    })
    // OK leads to the home page.
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(siteUrl(siteId, '/'))
  })
}

test('submit stays disabled until the terms are ticked, then every message shows', async ({ page }) => {
  await open(page, 'tours')
  await page.getByRole('textbox', { name: 'Full name' }).focus()
  await expect(submit(page)).toBeDisabled()
  await termsBox(page).check()
  await expect(submit(page)).toBeEnabled()
  await termsBox(page).uncheck()
  await expect(submit(page)).toBeDisabled()
  await termsBox(page).check()
  await submit(page).click()
  for (const message of [
    'Please enter full name.',
    'Please enter Company Name.',
    'Please enter your email.',
    'Phone number must be at least 7 digits.',
    'You have to select at least one item.',
    'You need to select yes or no',
    'Please select a location.',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  await expect(alertWith(page, 'Please verify you are not a robot')).toContainText('Error')
  await expect(page.getByRole('group', { name: 'Preferred follow-up' })).toHaveAccessibleDescription(
    'You have to select at least one item.',
  )

  await page.getByRole('textbox', { name: 'Email' }).fill('priya@')
  await page.getByRole('textbox', { name: 'Phone' }).fill('+61 4001 2345 678')
  await submit(page).click()
  await expect(page.getByText('Email is not valid!', { exact: true })).toBeVisible()
  await expect(page.getByText('Phone number must not exceed 16 digits.', { exact: true })).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).exclude('[data-focus-guard]').analyze()
  expect(violations).toEqual([])
})

test('the route refuses what the form would not send, with the messages, and delivers nothing', async ({
  page,
}) => {
  await open(page, 'golf')
  const email = uniqueEmail('virtuoso-refused')
  const body = {
    ...submission('Virtuoso advisor registration', email, ''),
    preferredFollowUp: [{ email: false, zoomcall: false, inPerson: false }],
    receiveExclusiveOffers: 'maybe',
    termsAndConditions: false,
    captchaToken: 'test-captcha-token',
  }
  const reply = await page.evaluate(
    async ([path, json]) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json,
      })
      return { status: response.status, body: (await response.json()) as { errors: unknown[] } }
    },
    [ROUTE, JSON.stringify(body)] as const,
  )
  expect(reply.status).toBe(400)
  expect(reply.body.errors).toEqual(
    expect.arrayContaining([
      { field: 'preferredFollowUp', message: 'You have to select at least one item.' },
      { field: 'receiveExclusiveOffers', message: 'You need to select yes or no' },
      { field: 'termsAndConditions', message: 'Please accept the terms and conditions.' },
    ]),
  )
  // Nothing stored, so nothing will ever be delivered.
  expect(storedWith(email)).toEqual([])
})

test('the captcha gates each send and is renewed after each attempt; the server’s text shows', async ({
  page,
}) => {
  await open(page, 'golf')
  const email = uniqueEmail('virtuoso-captcha')
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(ROUTE)) posts.push(request.url())
  })
  await fill(page, email)
  await submit(page).click()
  await expect(alertWith(page, 'Please verify you are not a robot')).toContainText('Error')
  expect(posts).toEqual([])

  // Each refusal: its alert, and a new captcha to solve before the next send.
  const refusals: [number, string, string][] = [
    [
      503,
      JSON.stringify({
        status: 503,
        message: 'Closed',
        errors: [{ message: 'Registrations are closed today.' }],
      }),
      'Registrations are closed today.',
    ],
    [409, '{}', 'Unknown error occurred'],
    [502, 'Bad gateway', 'Form submission failed'],
  ]
  for (const [status, answer, shown] of refusals) {
    await page.route(`**${ROUTE}`, (route) =>
      route.fulfill({ status, contentType: 'application/json', body: answer }),
    )
    await captchaBox(page).check()
    await submit(page).click()
    await expect(alertWith(page, shown)).toContainText('Error')
    await expect(captchaBox(page)).not.toBeChecked()
    await page.unroute(`**${ROUTE}`)
  }
  await page.route(`**${ROUTE}`, (route) => route.abort())
  await captchaBox(page).check()
  await submit(page).click()
  await expect(alertWith(page, 'An error occurred while submitting the form.')).toContainText('Error')
  await expect(captchaBox(page)).not.toBeChecked()
  await page.unroute(`**${ROUTE}`)

  await submit(page).click()
  await expect(alertWith(page, 'Please verify you are not a robot')).toBeVisible()
  await captchaBox(page).check()
  await submit(page).click()
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(THANKS)
  expect(await requestsFor(TARGET, email)).toHaveLength(1)
})

test('the golf virtuoso page passes axe', async ({ page }) => {
  await open(page, 'golf')
  await expect(page.getByLabel(QUESTION)).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).exclude('[data-focus-guard]').analyze()
  expect(violations).toEqual([])
})

for (const [siteId, label] of [
  ['golf', 'Virtuoso agents'],
  ['tours', 'Virtuoso agents: Vietnam'],
] as const)
  test(`the ${siteId} footer leads to its virtuoso page`, async ({ page }) => {
    await page.goto(siteUrl(siteId, '/'))
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(siteUrl(siteId, `/${PAGES[siteId].slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(virtuosoTitle(siteId))
  })
