import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { getSite } from '@travel/config'
import { requestsFor } from './helpers/sandbox'
import { pageById } from './helpers/seed'
import { siteUrl } from './helpers/server'

// Spec 02: the webinar registration, delivered to the CMS store (seed: studio/seed/documents/).
const TARGET = 'cms.store'

function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

/** The seed's webinar block on a brand's webinar page: its title is each registration's type. */
function webinarTitle(brand: string): string {
  const block = pageById(`page-${brand}-webinar`).blocks?.find((each) => each._type === 'webinarForm')
  if (!block?.title) throw new Error(`No webinar block on ${brand}'s webinar page`)
  return block.title
}

async function fill(page: Page, email: string) {
  await page.getByLabel('First name').fill('Priya')
  await page.getByLabel('Surname').fill('Raman')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Organisation').fill('Harbour Travel')
  await page.getByLabel('Job title').fill('Senior consultant')
  await page.getByLabel('State').fill('NSW')
  await page.getByLabel('Industry association ID (6 digits)').fill('123456')
}

for (const siteId of ['tours', 'golf']) {
  test(`a travel agent registers for the ${siteId} webinar and the CMS store receives it exactly`, async ({
    page,
  }) => {
    const site = getSite(siteId)!
    const type = webinarTitle(site.brand)
    const email = uniqueEmail(`webinar-${siteId}`)
    await page.goto(siteUrl(siteId, '/webinar'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(type)
    await fill(page, email)
    await page.getByLabel('I’m not a robot (test mode)').check()
    await page.getByRole('button', { name: 'Submit' }).click()

    const dialog = page.getByRole('dialog', { name: 'Success' })
    await expect(dialog).toContainText('Thank you for your submission. We will get back to you shortly!')
    const [received] = await requestsFor(TARGET, email)
    expect(received!.headers['company-code']).toBe(site.companyCode)
    expect(received!.body).toEqual({
      type,
      email,
      contents: JSON.stringify({
        type,
        firstName: 'Priya',
        surname: 'Raman',
        email,
        organisation: 'Harbour Travel',
        jobTitle: 'Senior consultant',
        state: 'NSW',
        other: '123456',
      }),
    })
    // OK leads to the home page.
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(siteUrl(siteId, '/'))
  })
}

test('the webinar form says what is missing, asks for the captcha, and keeps what was typed', async ({
  page,
}) => {
  await page.goto(siteUrl('tours', '/webinar'))
  // A send in the first moments, before the page itself has hydrated, is the browser's own (a
  // POST of the same page): this test is about what the form says once it runs.
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Submit' }).click()
  for (const message of [
    'Please enter first name.',
    'Please enter surname.',
    'Please enter email.',
    'Please enter organisation.',
    'Please enter job title.',
    'Please enter state.',
    'Please enter.',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Please verify you are not a robot' })).toBeVisible()

  const email = uniqueEmail('webinar-id')
  await fill(page, email)
  await page.getByLabel('Industry association ID (6 digits)').fill('12345')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Please enter your 6-digit industry association ID.')).toBeVisible()
  await expect(page.getByLabel('Surname')).toHaveValue('Raman')
  expect(await new AxeBuilder({ page }).exclude('[data-focus-guard]').analyze()).toHaveProperty(
    'violations',
    [],
  )
})
