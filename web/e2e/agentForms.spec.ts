import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { getSite } from '@travel/config'
import { editDocument, restoreDocument } from './helpers/dataset'
import { isHydrated } from './helpers/layoutShifts'
import { holdPageScripts } from './helpers/pageScripts'
import { failNext, requestsWhere, sandboxRequests } from './helpers/sandbox'
import { pageById, readDataset } from './helpers/seed'
import { siteUrl } from './helpers/server'

// Spec 01: the agent acceptance form (to the CMS store) and the famil registration (one post,
// two deliveries: the passenger portal and the CMS store), on golf and rail (seed pages).

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`

function pageTitle(brand: string, slug: string): string {
  return pageById(`page-${brand}-${slug}`).title ?? ''
}

/** A control by its label, whose text may end with the required mark (' *'). */
const labelled = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))

/** Fills every field both forms have; the agent's last name is the test's own mark. */
async function fillShared(page: Page, lastName: string) {
  const field = (label: string) => labelled(page, label)
  await field('Company name').fill('Harbour Travel Pty Ltd')
  await field('Company registration number').fill('ABN 12 345 678 901')
  await field('Street address').fill('1 George St')
  await field('City').fill('Sydney')
  await field('Post code').fill('2000')
  await field('State').fill('NSW')
  await field('Country').selectOption('Australia')
  await field('Company phone number').fill('02 9234 5678')
  await field('Company email').fill('office@harbour.example')
  await field('Title').selectOption('Ms')
  await field('First name').fill('Priya')
  await field('Last name').fill(lastName)
  await field('Nationality').selectOption('New Zealand')
  await field('Gender').selectOption('Female')
  await field('Email').fill('priya@harbour.example')
  // The date picker by keyboard: typed as DD/MM/YYYY, closed with Escape.
  await labelled(page, 'Date of birth (DD/MM/YYYY)').fill('30/04/1990')
  await page.keyboard.press('Escape')
  await page.getByLabel('I am a smoker').check()
  await field('Dietary requirements').fill('Vegetarian')
}

const sharedBody = (lastName: string) => ({
  agentLastName: lastName,
  companyName: 'Harbour Travel Pty Ltd',
  companyWebsite: '',
  companyIndustryAccreditation: '',
  companyRegistrationNumber: 'ABN 12 345 678 901',
  companyConsortium: '',
  companyStreetAddress: '1 George St',
  companyCity: 'Sydney',
  companyPostcode: '2000',
  companyState: 'NSW',
  companyCountry: 'Australia',
  companyOtherCountry: '',
  companyCountryCode: '',
  companyPhone: '+61292345678',
  companyEmail: 'office@harbour.example',
  agentTitle: 'Ms',
  agentFirstName: 'Priya',
  agentNationality: 'New Zealand',
  agentGender: 'Female',
  agentEmail: 'priya@harbour.example',
  agentDOB: '1990-04-30',
  agentPhysicalAbilityHandicap: false,
  agentPhysicalAbilitySmoker: true,
  agentPhysicalAbilityDietary: 'Vegetarian',
  agentPhysicalAbilityOther: '',
})

/** A CMS-store body with its contents (JSON text) read, to compare field by field. */
function readContents(body: Record<string, unknown> | null) {
  return { ...body, contents: JSON.parse(String(body?.contents)) as unknown }
}

async function send(page: Page) {
  await page.getByLabel(/I have read and accept the terms/).check()
  await page.getByLabel('I’m not a robot (test mode)').check()
  await page.getByRole('button', { name: 'Submit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Success' })
  await expect(dialog).toContainText('Your application has been submitted successfully.')
  // The stored application emptied the form.
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(labelled(page, 'Last name')).toHaveValue('')
}

for (const siteId of ['golf', 'rail']) {
  const site = getSite(siteId)!

  test(`an agent applies for acceptance on ${siteId}, and the CMS store receives it exactly`, async ({
    page,
  }) => {
    const type = pageTitle(site.brand, 'agent-acceptance')
    const lastName = `Raman${unique()}`
    await page.goto(siteUrl(siteId, '/agent-acceptance'))
    await fillShared(page, lastName)
    await labelled(page, 'Trading name').fill('Harbour Travel')
    await labelled(page, 'Phone number').fill('0400 123 456')
    await page.getByLabel('Bedding configuration').selectOption('Twin Share')
    await page.getByLabel('I am travelling with a companion').check()
    await send(page)

    const [received] = await requestsWhere('cms.store', (body) => String(body.contents).includes(lastName))
    expect(received!.headers['company-code']).toBe(site.companyCode)
    expect(typeof received!.body?.contents).toBe('string')
    expect(readContents(received!.body)).toEqual({
      type,
      email: 'priya@harbour.example',
      contents: {
        type,
        ...sharedBody(lastName),
        companyTradingName: 'Harbour Travel',
        agentPhone: '+61400123456',
        agentBeddingConfiguration: 'Twin Share',
        agentTravelCompanion: true,
      },
    })
  })

  test(`an agent registers for the ${siteId} famil: one post, the portal and the CMS store both receive it`, async ({
    page,
  }) => {
    const familName = pageTitle(site.brand, 'famil-registration')
    const lastName = `Raman${unique()}`
    // The brand's footer leads to it.
    await page.goto(siteUrl(siteId, '/'))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Famil registration' }).click()
    await expect(page).toHaveURL(siteUrl(siteId, '/famil-registration'))
    const posts: { url: string; body: Record<string, unknown> }[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/'))
        posts.push({ url: request.url(), body: request.postDataJSON() as Record<string, unknown> })
    })
    await fillShared(page, lastName)
    await send(page)
    expect(posts.map((post) => post.url)).toEqual([siteUrl(siteId, '/api/forms/familRegistration')])
    // The browser names the form's place, never the famil: the server reads its name there.
    const formBlock = pageById(`page-${site.brand}-famil-registration`).blocks?.find(
      (block) => block._type === 'familRegistrationForm',
    )
    expect(posts[0]!.body).toMatchObject({
      page: `page-${site.brand}-famil-registration`,
      block: formBlock!._key,
    })
    expect(posts[0]!.body).not.toHaveProperty('familName')

    const portalBody = { ...sharedBody(lastName), companyTradingName: '' }
    const [portal] = await requestsWhere('passenger-portal.famil', (body) => body.agentLastName === lastName)
    expect(portal!.body).toEqual(portalBody)
    expect(portal!.headers).toMatchObject({
      'company-code': site.companyCode,
      site: site.siteLabel,
      source: site.source,
      'cache-control': 'no-cache, no-store, must-revalidate',
      pragma: 'no-cache',
      expires: '0',
    })
    const [copy] = await requestsWhere('cms.store', (body) => String(body.contents).includes(lastName))
    expect(copy!.headers['company-code']).toBe(site.companyCode)
    expect(readContents(copy!.body)).toEqual({
      type: familName,
      email: 'priya@harbour.example',
      contents: { ...portalBody, familName },
    })
  })
}

test('a famil whose registration closes while its page is open refuses the registration with its message, and the back office gets nothing', async ({
  page,
}) => {
  const FAMIL = 'famil-golf-e2e-closing'
  const PAGE = 'page-golf-e2e-closing-famil'
  const scotland = readDataset().find((doc) => doc._id === 'famil-golf-scotland-links-2027')!
  const lastName = `Closed${unique()}`
  restoreDocument({ ...scotland, _id: FAMIL, title: 'Closing links famil', registrationOpens: null })
  restoreDocument({
    _id: PAGE,
    _type: 'page',
    brand: 'golf',
    title: 'Closing links famil',
    slug: { _type: 'slug', current: 'e2e-closing-famil' },
    blocks: [
      {
        _key: 'e2eclosingform',
        _type: 'familRegistrationForm',
        title: 'Register for the closing famil',
        famil: { _type: 'reference', _ref: FAMIL },
      },
    ],
  })
  try {
    await page.goto(siteUrl('golf', '/e2e-closing-famil'))
    await fillShared(page, lastName)
    // An editor closes registration while the visitor fills the form in: the page they have
    // still shows it, the server no longer takes it.
    editDocument(FAMIL, (doc) => ({
      ...doc,
      registrationCloses: new Date(Date.now() - 60_000).toISOString(),
    }))
    await page.getByLabel(/I have read and accept the terms/).check()
    await page.getByLabel('I’m not a robot (test mode)').check()
    await page.getByRole('button', { name: 'Submit' }).click()
    // Under the form's alert title, as its other failures (Next's route announcer is an alert too).
    await expect(
      page.getByRole('alert').filter({ hasText: 'Registration for this famil has closed.' }),
    ).toHaveText('Error Registration for this famil has closed.')
    await expect(page.getByRole('dialog', { name: 'Success' })).toHaveCount(0)
    // What was typed stays.
    await expect(labelled(page, 'Last name')).toHaveValue(lastName)
    for (const target of ['passenger-portal.famil', 'cms.store'])
      expect(
        (await sandboxRequests(target)).filter((request) => JSON.stringify(request.body).includes(lastName)),
      ).toEqual([])
  } finally {
    editDocument(PAGE, () => null)
    editDocument(FAMIL, () => null)
  }
})

test('with the passenger portal failing three times, a famil registration still reaches both, the CMS store once', async ({
  page,
}) => {
  const lastName = `Outage${unique()}`
  await failNext('passenger-portal.famil', 3, lastName)
  await page.goto(siteUrl('golf', '/famil-registration'))
  await fillShared(page, lastName)
  await send(page)

  const attempts = await requestsWhere('passenger-portal.famil', (body) => body.agentLastName === lastName, 4)
  expect(attempts.map((attempt) => attempt.status)).toEqual([503, 503, 503, 200])
  expect(new Set(attempts.map((attempt) => attempt.headers['idempotency-key'])).size).toBe(1)
  // The store's delivery is its own: the portal's retries do not send it again.
  const copies = await requestsWhere('cms.store', (body) => String(body.contents).includes(lastName))
  expect(copies.map((copy) => copy.status)).toEqual([200])
})

test('with the CMS store failing twice, an acceptance is still delivered, under one key', async ({
  page,
}) => {
  const lastName = `Outage${unique()}`
  await failNext('cms.store', 2, lastName)
  await page.goto(siteUrl('rail', '/agent-acceptance'))
  await fillShared(page, lastName)
  await labelled(page, 'Trading name').fill('Harbour Travel')
  await labelled(page, 'Phone number').fill('0400 123 456')
  await send(page)

  const attempts = await requestsWhere('cms.store', (body) => String(body.contents).includes(lastName), 3)
  expect(attempts.map((attempt) => attempt.status)).toEqual([503, 503, 200])
  expect(new Set(attempts.map((attempt) => attempt.headers['idempotency-key'])).size).toBe(1)
})

// Ticked before the page's scripts ran, the terms box starts the form ticked; a successful send
// empties the form, on screen and in its state alike, so the next send asks for a new tick.
test('a terms box ticked before the page could run is cleared with the form after a send, and the form sends again', async ({
  page,
}) => {
  const releaseScripts = await holdPageScripts(page)
  await page.goto(siteUrl('golf', '/agent-acceptance'), { waitUntil: 'commit' })
  const terms = page.getByLabel(/I have read and accept the terms/)
  await terms.check()
  releaseScripts()
  await expect.poll(() => isHydrated(terms)).toBe(true)
  const submit = page.getByRole('button', { name: 'Submit' })
  await expect(terms).toBeChecked()
  await expect(submit).toBeEnabled()

  for (const attempt of [1, 2]) {
    await fillShared(page, `Early${attempt}${unique()}`)
    await labelled(page, 'Trading name').fill('Harbour Travel')
    await labelled(page, 'Phone number').fill('0400 123 456')
    await page.getByLabel('Bedding configuration').selectOption('Twin Share')
    if (attempt === 2) await terms.check()
    await page.getByLabel('I’m not a robot (test mode)').check()
    await submit.click()
    const dialog = page.getByRole('dialog', { name: 'Success' })
    await expect(dialog).toContainText('Your application has been submitted successfully.')
    await dialog.getByRole('button', { name: 'OK' }).click()
    // Unticked on screen and in the form's state: submit waits for the terms again.
    await expect(terms).not.toBeChecked()
    await expect(submit).toBeDisabled()
  }
})

test('the famil form keeps submit disabled until the terms are accepted, then says what is missing', async ({
  page,
}) => {
  await page.goto(siteUrl('golf', '/famil-registration'))
  await page.waitForLoadState('networkidle')
  const submit = page.getByRole('button', { name: 'Submit' })
  await labelled(page, 'Company name').focus()
  await expect(submit).toBeDisabled()
  await page.getByLabel(/I have read and accept the terms/).check()
  await expect(submit).toBeEnabled()
  await submit.click()
  // The captcha alert shows for 1.5 s: look at it first.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please verify you are not a robot' }),
  ).toContainText('Error')
  for (const message of [
    'Please enter company name.',
    'Please enter company registration number.',
    'Please enter company street address.',
    'Please select company city.',
    'Please enter company post code.',
    'Please enter state.',
    'Please select company country.',
    'Please enter company phone number.',
    'Please select title.',
    'Please enter first name.',
    'Please enter last name.',
    'Please select nationality.',
    'Please select gender.',
    'Please enter date of birth.',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  await expect(page.getByText('Please enter trading name.')).toHaveCount(0)

  // A typed date that names no day stays as typed, and is called invalid, not missing.
  const dateOfBirth = labelled(page, 'Date of birth (DD/MM/YYYY)')
  await dateOfBirth.fill('31/02/1990')
  await dateOfBirth.press('Tab')
  await submit.click()
  await expect(page.getByText('Please enter a valid date of birth.', { exact: true })).toBeVisible()
  await expect(page.getByText('Please enter date of birth.', { exact: true })).toHaveCount(0)
  await expect(dateOfBirth).toHaveValue('31/02/1990')
})

test('the acceptance form says what is missing with its own words', async ({ page }) => {
  await page.goto(siteUrl('golf', '/agent-acceptance'))
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/I have read and accept the terms/).check()
  await page.getByRole('button', { name: 'Submit' }).click()
  for (const message of [
    'Please enter trading name.',
    'Please enter phone number.',
    'Please select your date of birth',
    'Please enter company name.',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible()
})

for (const slug of ['agent-acceptance', 'famil-registration'])
  test(`the golf ${slug} page passes axe, with the date picker open`, async ({ page }) => {
    await page.goto(siteUrl('golf', `/${slug}`))
    // The first click makes the form live, and opens the picker as a click on a live form does.
    await labelled(page, 'Date of birth (DD/MM/YYYY)').click()
    await expect(page.getByRole('combobox', { name: 'Month' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Year' })).toBeVisible()
    // @reach/dialog's focus guards trip the tabindex rule (as on the brochures page).
    const { violations } = await new AxeBuilder({ page }).exclude('[data-focus-guard]').analyze()
    expect(violations).toEqual([])
  })
