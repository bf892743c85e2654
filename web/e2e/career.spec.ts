import { readFileSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { collectScripts } from './helpers/scripts'
import { getSite } from '@travel/config'
import { TEST_CAPTCHA_TOKEN } from '../src/captcha/testToken'
import { isHydrated } from './helpers/layoutShifts'
import { requestsFor } from './helpers/sandbox'
import { siteUrl } from './helpers/server'
import { storedWith } from './helpers/store'

// Spec 01: the career form on the tours brand's Careers page (studio/seed/documents/tours/),
// its CV uploaded first (POST /api/uploads/cv), the application delivered to the CMS store.
const TARGET = 'cms.store'
const TICK = 'I’m not a robot (test mode)'
const CV_LABEL = 'Your CV (PDF, DOC or DOCX, up to 10 MB)'
const cvPdf = readFileSync(path.join(__dirname, '..', 'src', 'testing', 'uploads', 'cv.pdf'))

function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

/** The one success toast (a status) or failure toast (an alert) that says this. */
const toast = (page: Page, role: 'status' | 'alert', text: string) =>
  page.getByRole(role).filter({ hasText: text })

/** Opens the Careers page and fills the names and email, which hydrates the form. */
async function openAndFill(page: Page, siteId: string, email: string) {
  await page.goto(siteUrl(siteId, '/careers'))
  await page.waitForLoadState('networkidle')
  await page.getByLabel('First name').fill('Mele')
  await page.getByLabel('Last name').fill('Tupou')
  await page.getByLabel('Email').fill(email)
  // The file control reports a chosen file only once the form runs.
  await expect.poll(() => isHydrated(page.getByLabel(CV_LABEL))).toBe(true)
}

async function uploadCv(page: Page, name: string, buffer: Buffer, mimeType = 'application/pdf') {
  await page.getByLabel(CV_LABEL).setInputFiles({ name, mimeType, buffer })
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit' }).click()

for (const siteId of ['tours', 'tours-nz']) {
  test(`a job seeker applies on ${siteId} and the CMS store receives exactly the spec's body`, async ({
    page,
  }) => {
    const site = getSite(siteId)!
    const email = uniqueEmail(`career-${siteId}`)
    await openAndFill(page, siteId, email)
    await expect(page.locator('#career')).toContainText('Work with us')
    await uploadCv(page, 'My CV.pdf', cvPdf)
    const uploaded = toast(page, 'status', 'Upload your CV done!')
    await expect(uploaded).toContainText('Success')
    await page.getByLabel(TICK).check()
    await submit(page)

    const sent = toast(page, 'status', 'We will contact you soon')
    await expect(sent).toContainText('Success')
    // One toast at a time: the upload's is gone.
    await expect(page.getByText('Upload your CV done!')).toHaveCount(0)
    const [received] = await requestsFor(TARGET, email)
    expect(received!.headers['company-code']).toBe(site.companyCode)
    const document = JSON.parse(String(received!.body!.contents)).document as string
    // On the site's production origin, whatever host the visitor used; the browser sent the name.
    const origin = `https://${site.domains[0]!.replaceAll('.', '\\.')}`
    expect(document).toMatch(new RegExp(`^${origin}/api/uploads/cv/[A-Za-z0-9_-]{32}\\.pdf$`))
    expect(received!.body).toEqual({
      type: 'career',
      email,
      contents: JSON.stringify({ firstName: 'Mele', lastName: 'Tupou', document }),
    })
    // The form starts over for another application.
    await expect(page.getByLabel('First name')).toHaveValue('')
  })
}

test('the tours footer leads to the Careers page', async ({ page }) => {
  await page.goto(siteUrl('tours', '/'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL(siteUrl('tours', '/careers'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work with us')
})

test('every message of the career form shows, one toast at a time, and the page is axe clean', async ({
  page,
}) => {
  await page.goto(siteUrl('tours', '/careers'))
  await page.waitForLoadState('networkidle')
  await submit(page)
  await expect(toast(page, 'alert', 'Something went wrong.')).toContainText('Please enter your first name.')
  // Beside their controls too.
  const form = page.locator('#career form')
  for (const message of [
    'Please enter your first name.',
    'Please enter your last name.',
    'Please enter a valid email address.',
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible()

  await page.getByLabel('First name').fill('Mele')
  await page.getByLabel('Last name').fill('Tupou')
  await page.getByLabel('Email').fill(uniqueEmail('career-messages'))
  await submit(page)
  await expect(toast(page, 'alert', 'Something went wrong.')).toContainText('Please complete the reCAPTCHA.')

  await page.getByLabel(TICK).check()
  await submit(page)
  await expect(toast(page, 'alert', 'Something went wrong.')).toContainText('Please upload your CV.')

  // Sent while the CV is still on its way.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/uploads/cv', async (route) => {
    await held
    await route.continue()
  })
  await uploadCv(page, 'cv.pdf', cvPdf)
  await expect(page.getByLabel(CV_LABEL)).toHaveAttribute('aria-busy', 'true')
  await submit(page)
  await expect(toast(page, 'alert', 'Something went wrong.')).toContainText('Please waiting upload your CV.')
  release()
  await expect(toast(page, 'status', 'Upload your CV done!')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong.' })).toHaveCount(0)

  expect(await new AxeBuilder({ page }).exclude('[data-focus-guard]').analyze()).toHaveProperty(
    'violations',
    [],
  )
})

test("a program renamed .pdf and a file over 10 MB are refused: 'Upload failed', never a success", async ({
  page,
}) => {
  await openAndFill(page, 'tours', uniqueEmail('career-refused'))
  const pe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096)])
  const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(4096)])
  for (const program of [pe, elf]) {
    await uploadCv(page, 'cv.pdf', program)
    await expect(toast(page, 'alert', 'Upload failed')).toContainText(
      'Please upload a PDF, DOC or DOCX file.',
    )
    await expect(page.getByText('Upload your CV done!')).toHaveCount(0)
  }

  const oversized = Buffer.concat([cvPdf, Buffer.alloc(10 * 1024 * 1024)])
  await uploadCv(page, 'big.pdf', oversized)
  await expect(toast(page, 'alert', 'Upload failed')).toContainText('Please upload a file of at most 10 MB.')
  await expect(page.getByText('Upload your CV done!')).toHaveCount(0)

  // Nothing was uploaded: the form will not send.
  await page.getByLabel(TICK).check()
  await submit(page)
  await expect(toast(page, 'alert', 'Something went wrong.')).toContainText('Please upload your CV.')
})

test('a captcha refused once is asked for again, and the resend with a new token is stored', async ({
  page,
}) => {
  const email = uniqueEmail('career-captcha')
  const tokens: unknown[] = []
  await page.route('**/api/forms/career', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
    // The first send's token is one the server refuses, as Google refuses a spent one.
    if (tokens.length === 0) body.captchaToken = 'spent-token'
    tokens.push(body.captchaToken)
    await route.continue({ postData: JSON.stringify(body) })
  })
  await openAndFill(page, 'tours', email)
  await uploadCv(page, 'cv.pdf', cvPdf)
  await expect(toast(page, 'status', 'Upload your CV done!')).toBeVisible()
  await page.getByLabel(TICK).check()
  await submit(page)
  await expect(toast(page, 'alert', 'Something went wrong.')).toContainText('Please complete the reCAPTCHA.')
  // A new widget: the refused token is not sent again.
  await expect(page.getByLabel(TICK)).not.toBeChecked()

  await page.getByLabel(TICK).check()
  await submit(page)
  await expect(toast(page, 'status', 'We will contact you soon')).toBeVisible()
  expect(tokens).toEqual(['spent-token', TEST_CAPTCHA_TOKEN])
  expect(await requestsFor(TARGET, email)).toHaveLength(1)
})

test("the career route refuses a CV that is not the stored name of this site's upload, and stores nothing", async ({
  page,
}) => {
  await page.goto(siteUrl('tours', '/careers'))
  const email = uniqueEmail('career-foreign')
  const status = (document: string) =>
    page.evaluate(
      async ({ document, email, token }) => {
        const res = await fetch('/api/forms/career', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstName: 'A', lastName: 'B', email, document, captchaToken: token }),
        })
        // The refusal names the field: a URL fails the schema, a name of no stored file the check after it.
        return [res.status, ((await res.json()) as { errors: { message: string }[] }).errors[0]?.message]
      },
      { document, email, token: TEST_CAPTCHA_TOKEN },
    )
  const name = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf'
  for (const document of [
    name,
    `https://evil.example/api/uploads/cv/${name}`,
    `${siteUrl('tours', `/api/uploads/cv/${name}`)}`,
    'javascript:alert(1)',
  ])
    expect(await status(document)).toEqual([400, 'Please upload your CV.'])
  // A CV stored on the New Zealand site is not the Australian site's.
  const nzPage = await page.context().newPage()
  await nzPage.goto(siteUrl('tours-nz', '/careers'))
  const nz = await nzPage.evaluate(
    async (bytes) => {
      const form = new FormData()
      form.append('file', new File([new Uint8Array(bytes)], 'cv.pdf', { type: 'application/pdf' }))
      const { pass } = (await (await fetch('/api/uploads/cv/passes', { method: 'POST' })).json()) as {
        pass: string
      }
      const headers = { 'upload-pass': pass }
      return (await (await fetch('/api/uploads/cv', { method: 'POST', body: form, headers })).json()) as {
        name: string
        url: string
      }
    },
    [...cvPdf],
  )
  // Neither by its name nor by its URL, nor its own site's by a URL: the form sends the name only.
  expect(await status(nz.name)).toEqual([400, 'Please upload your CV.'])
  expect(await status(nz.url)).toEqual([400, 'Please upload your CV.'])
  // Nothing was stored, so nothing will ever reach the CMS store.
  expect(storedWith(email)).toEqual([])
})

test("the form's code loads on the Careers page only, when the visitor first reaches for the form", async ({
  page,
}) => {
  const loaded = collectScripts(page)
  // A text of the form's own chunk (its schema's toasts).
  const FORM_CODE = 'Upload your CV done!'
  await page.goto(siteUrl('tours', '/about-us'))
  await page.waitForLoadState('networkidle')
  expect(await loaded()).not.toContain(FORM_CODE)

  await page.goto(siteUrl('tours', '/careers'))
  await page.waitForLoadState('networkidle')
  expect(await loaded()).not.toContain(FORM_CODE)
  await page.getByLabel('First name').focus()
  await expect.poll(loaded).toContain(FORM_CODE)
})
