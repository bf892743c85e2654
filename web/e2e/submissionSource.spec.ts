import { expect, test } from '@playwright/test'
import { requestsFor } from './helpers/sandbox'
import { alwaysOfferedBrochure } from './helpers/seed'
import { E2E_PORT, E2E_STUDIO_URL, siteUrl } from './helpers/server'

// Issue 31: where an enquiry came from. A visitor lands from a newsletter, browses to a form and
// sends it; the Submissions tool reads it through the admin API (as the Studio's tool fetches
// it: the Studio itself needs Sanity's servers): the CSV carries the visit's landing page and
// utm_*, and the detail the failure alert's `?id=` opens shows them beside each labelled field.
// The back office gets the contract's body, without any of it.

const admin = async (path: string) => {
  const response = await fetch(`http://localhost:${E2E_PORT}/api/admin${path}`, {
    headers: { origin: E2E_STUDIO_URL, authorization: 'Bearer tours-handler-token' },
  })
  expect(response.status).toBe(200)
  return response
}

/** RFC 4180 rows of the admin API's CSV (quoted cells may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [[]]
  const cell = /("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n|$)/gy
  for (const match of text.matchAll(cell)) {
    const [whole, value = '', end] = match
    if (whole === '') break
    rows.at(-1)!.push(value.startsWith('"') ? value.slice(1, -1).replaceAll('""', '"') : value)
    if (end === '\r\n') rows.push([])
  }
  return rows.filter((row) => row.length > 1)
}

test('a visit from a newsletter reaches the Submissions CSV and the detail its alert link opens', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = `source.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto(siteUrl('tours', '/?utm_source=newsletter&utm_campaign=spring'), {
    referer: 'https://mail.example.net/inbox?user=ana',
  })
  await page.goto(siteUrl('tours', '/brochure-request'))
  await page.getByLabel('First name').fill('Ana')
  await page.getByLabel('Last name').fill('Silva')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Which brochure would you like?').selectOption({ label: alwaysOfferedBrochure() })
  await page.getByLabel('I’m not a robot (test mode)').check()
  await page.getByRole('button', { name: 'Send my brochure' }).click()
  await expect(page.getByRole('status')).toContainText('Thank you!')

  // The CSV, as the tool's Export CSV fetches it: the form by its title, then where the visit came from.
  const csv = await admin(
    `/submissions.csv?brand=tours&site=tours&form=${encodeURIComponent('cms-form:form-tours-brochure-request')}`,
  )
  const [header, ...rows] = csvRows(await csv.text())
  const row = rows.find((cells) => cells.includes(email))
  expect(row).toBeDefined()
  const column = (name: string) => row![header!.indexOf(name)]
  expect(column('form title')).toBe('Brochure request')
  expect(column('landing page')).toBe('/')
  expect(column('referrer')).toBe('https://mail.example.net')
  expect(column('utm_source')).toBe('newsletter')
  expect(column('utm_campaign')).toBe('spring')
  expect(column('utm_medium')).toBe('')

  // The failure alert links to …/tours/submissions?id=<id>: the tool opens this detail for it.
  const id = column('id')!
  const { submission } = (await (await admin(`/submissions/${id}?brand=tours`)).json()) as {
    submission: { formTitle: string; attribution: unknown; fields: { label: string; value: unknown }[] }
  }
  expect(submission.formTitle).toBe('Brochure request')
  expect(submission.attribution).toEqual({
    landingPage: '/',
    referrer: 'https://mail.example.net',
    utmSource: 'newsletter',
    utmCampaign: 'spring',
  })
  expect(submission.fields).toContainEqual({ name: 'email', label: 'Email', value: email })

  // The back office's body is the contract's: nothing of the visit's source in it.
  const [received] = await requestsFor('cms.store', email)
  expect(Object.keys(received!.body!).sort()).toEqual(['contents', 'email', 'type'])
  expect(JSON.stringify(received!.body)).not.toMatch(/utm|spring|landing|mail\.example\.net/i)
})
