import { expect, test, type Page } from '@playwright/test'
import { getSite, type Site } from '@travel/config'
import { requestsFor } from './helpers/sandbox'
import { siteUrl } from './helpers/server'

// Issue 30: the cruises journey ends in an enquiry that knows the voyage. A voyage card's button
// names the voyage in its link (?voyage=), and the voyage form's "Voyage" field starts with it.
const NORWAY = 'Norway’s Fjords & North Cape'
const REQUIRED = 'This field is required'

function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

test('from a voyage card on the cruises home to its page, to an enquiry about it that reaches the back office', async ({
  page,
}) => {
  const site = getSite('cruises') as Site
  const email = uniqueEmail('voyage')
  await page.goto(siteUrl('cruises', '/'))
  const homeCard = card(page, NORWAY)
  await expect(homeCard).toContainText('12 nights · Departs 5 June, 19 June and 3 July 2027')
  await expect(homeCard).toContainText('From $9,280 per person')
  await homeCard.getByRole('link', { name: 'See this voyage' }).click()

  await expect(page).toHaveURL(siteUrl('cruises', '/norway-fjords-offer'))
  const offerCard = card(page, NORWAY)
  await expect(offerCard).toContainText('12 nights · Departs 5 June, 19 June and 3 July 2027')
  await expect(offerCard).toContainText('From $9,280 per person')
  await offerCard.getByRole('link', { name: 'Ask about this voyage' }).click()

  await expect(page).toHaveURL(siteUrl('cruises', '/enquire?voyage=Norway%E2%80%99s+Fjords+%26+North+Cape'))
  await expect(page.getByRole('tab', { name: 'Voyage' })).toHaveAttribute('aria-selected', 'true')
  const form = page.getByRole('tabpanel', { name: 'Voyage' })
  await expect(form.getByRole('textbox', { name: /^Voyage/ })).toHaveValue(NORWAY)

  // Refused in the browser first: the names and the email are missing.
  await form.getByRole('button', { name: 'Send my voyage enquiry' }).click()
  for (const label of [/^First name/, /^Last name/, /^Email/])
    await expect(form.getByRole('textbox', { name: label })).toHaveAccessibleDescription(REQUIRED)

  await form.getByRole('textbox', { name: /^Voyage/ }).fill(`${NORWAY}, 19 June`)
  await form.getByRole('textbox', { name: /^First name/ }).fill('Ana')
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Lopes')
  await form.getByRole('textbox', { name: /^Email/ }).fill(email)
  await form.getByRole('button', { name: 'Send my voyage enquiry' }).click()
  await expect(form.getByRole('status')).toContainText('we’ve received your voyage enquiry')

  const [received] = await requestsFor('cms.store', email)
  expect(received!.body).toMatchObject({ type: 'Voyage enquiry', email })
  const contents = JSON.parse(String(received!.body!.contents)) as {
    form: string
    submissionData: { field: string; value: unknown }[]
  }
  expect(contents.form).toBe('form-cruises-voyage-enquiry')
  expect(contents.submissionData).toContainEqual({ field: 'voyage', value: `${NORWAY}, 19 June` })
  expect(received!.headers['company-code']).toBe(site.companyCode)
})

test('a voyage from the link is only text in the field, whatever it holds', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const markup = '<img src=x onerror=alert(1)>Danube'
  await page.goto(siteUrl('cruises', `/enquire?voyage=${encodeURIComponent(markup)}`))
  const voyage = page.getByRole('tabpanel', { name: 'Voyage' }).getByRole('textbox', { name: /^Voyage/ })
  await expect(voyage).toHaveValue(markup)
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  expect(dialogs).toEqual([])
})

test("each site's enquiry page opens on its own first tab: cruises on Voyage, tours on the spec's Charter flight", async ({
  page,
}) => {
  for (const [siteId, first, tabs] of [
    ['cruises', 'Voyage', ['Voyage', 'Charter flight', 'Accommodation', 'Tailor-made']],
    ['tours', 'Charter flight', ['Charter flight', 'Accommodation', 'Tailor-made']],
  ] as const) {
    await page.goto(siteUrl(siteId, '/enquire'))
    await expect(page.getByRole('tab')).toHaveText([...tabs])
    await expect(page.getByRole('tab', { name: first })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: first })).toBeVisible()
  }
})
