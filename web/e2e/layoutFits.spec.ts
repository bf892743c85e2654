import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { sites } from '@travel/config'
import { coveredControls, pageSpill, type CoveredControl, type Spill } from './helpers/layoutProbe'
import { sitemapOf } from './helpers/links'
import { alwaysOfferedBrochure } from './helpers/seed'
import { siteUrl } from './helpers/server'
import { isHydrated } from './helpers/layoutShifts'
import { painted } from './helpers/painted'

// Every seeded page fits a phone and a wide screen: nothing scrolls sideways, and no control
// hides under another element. Each form is checked as it opens and once refused (sent empty),
// and each form whose sent state shows something new (a dialog, a toast, a confirmation) once
// sent against the sandbox (SENT_FORMS). Each state is loaded once, at the narrowest width, and
// checked at every width as the window widens: a third of the loads and sends of one per width.

const WIDTHS = [320, 390, 1280]

/** An open modal dialog, native or ARIA. */
const MODAL = 'dialog:modal, [aria-modal="true"]'

/** What is wrong with one state of one page: empty when it fits. */
type Finding = { where: string; spill?: Spill; covered?: CoveredControl[] }

async function check(page: Page, where: string): Promise<Finding[]> {
  const spill = await page.evaluate(pageSpill)
  const covered = await page.evaluate(coveredControls)
  const finding: Finding = { where }
  if (spill.scrollWidth > spill.viewport) finding.spill = spill
  if (covered.length) finding.covered = covered
  return finding.spill || finding.covered ? [finding] : []
}

/**
 * The state on screen at each width, narrowest first, as a visitor turning a phone or widening a
 * window sees it: one load of the page serves every width.
 */
async function checkEachWidth(page: Page, where: string): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await painted(page)
    findings.push(...(await check(page, `${where} at ${width} px`)))
  }
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
  await painted(page)
  return findings
}

/** The button that sends a form: its first submit button. */
const submitOf = (form: Locator) =>
  form.locator('button[type="submit"], button:not([type]), input[type="submit"]').first()

/**
 * Sends a form empty and waits for its refusal: new text on the page (its messages, a toast) or a
 * dialog. A form whose submit a terms box unlocks (the agent forms) has its boxes ticked first.
 */
async function refuse(page: Page, form: Locator) {
  const submit = submitOf(form)
  // As a visitor reaches it: checking the controls scrolled the page past it, and a form that
  // hydrates as it comes into view (the wizard) is inert until it has.
  await submit.scrollIntoViewIfNeeded()
  if (await submit.isDisabled()) {
    for (const box of await form.getByRole('checkbox').all()) await box.check({ timeout: 5_000 })
  }
  const before = await page.evaluate(() => document.body.innerText)
  await submit.click({ timeout: 5_000 })
  await page.waitForFunction(
    ([text, modal]) => document.querySelector(modal) || document.body.innerText !== text,
    [before, MODAL] as const,
    // The first press hydrates the form, then replays the send: slower on a busy machine.
    { timeout: 10_000 },
  )
}

/** The page's first state, then each form's refused state, each at every width. */
async function checkPage(page: Page, url: string): Promise<Finding[]> {
  // Images have their sizes in the HTML: the layout is final once the document is parsed, its
  // (deferred) scripts have run and the brand's fonts are in (they swap in for their fallbacks).
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => document.fonts.ready)
  const findings = await checkEachWidth(page, url)
  const forms = page.locator('form')
  for (let index = 0; index < (await forms.count()); index++) {
    const form = forms.nth(index)
    if (!(await form.isVisible()) || !(await submitOf(form).count())) continue
    const name = `${url}, form ${index + 1} (${await submitOf(form).innerText()}) refused`
    try {
      await refuse(page, form)
    } catch (error) {
      findings.push({ where: `${name}: ${(error as Error).message.split('\n')[0]}` })
      continue
    }
    findings.push(...(await checkEachWidth(page, name)))
    if (await page.locator(MODAL).count()) await page.keyboard.press('Escape')
  }
  return findings
}

for (const site of sites) {
  test(`every page of ${site.id} fits ${WIDTHS.join(', ')} px: nothing scrolls sideways, no control is covered`, async ({
    page,
    request,
  }) => {
    // About half a minute on an idle machine; more when it is shared.
    test.setTimeout(240_000)
    const findings: Finding[] = []
    for (const loc of await sitemapOf(request, site.id)) {
      findings.push(...(await checkPage(page, siteUrl(site.id, new URL(loc).pathname))))
    }
    expect(findings).toEqual([])
  })
}

const TICK = 'I’m not a robot (test mode)'
const cvPdf = readFileSync(path.join(__dirname, '..', 'src', 'testing', 'uploads', 'cv.pdf'))
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

/** A form filled in and sent as a visitor does, until what its sent state shows is on screen. */
type SentForm = { name: string; site: string; path: string; send: (page: Page) => Promise<void> }

const SENT_FORMS: SentForm[] = [
  {
    name: 'contact (a dialog)',
    site: 'tours',
    path: '/contact-us',
    send: async (page) => {
      await page.getByLabel('Title').selectOption('Mrs')
      await page.getByLabel('First name').fill('Margaret')
      await page.getByLabel('Last name').fill('Okafor')
      await page.getByLabel('Email').fill(uniqueEmail('fits-contact'))
      await page.getByLabel('Phone number').fill('0412 345 678')
      await page.getByLabel('Message').fill('A quote for two, please.')
      await page.getByLabel(TICK).check()
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect(page.getByRole('dialog', { name: 'Thank You for Reaching Out!' })).toBeVisible()
    },
  },
  {
    name: 'careers (a toast)',
    site: 'tours',
    path: '/careers',
    send: async (page) => {
      await page.getByLabel('First name').fill('Mele')
      await page.getByLabel('Last name').fill('Tupou')
      await page.getByLabel('Email').fill(uniqueEmail('fits-career'))
      const cv = page.getByLabel('Your CV (PDF, DOC or DOCX, up to 10 MB)')
      await expect.poll(() => isHydrated(cv)).toBe(true)
      await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: cvPdf })
      await expect(page.getByRole('status').filter({ hasText: 'Upload your CV done!' })).toBeVisible()
      await page.getByLabel(TICK).check()
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'We will contact you soon' })).toBeVisible()
    },
  },
  {
    name: 'webinar (a dialog)',
    site: 'tours',
    path: '/webinar',
    send: async (page) => {
      await page.getByLabel('First name').fill('Priya')
      await page.getByLabel('Surname').fill('Raman')
      await page.getByLabel('Email').fill(uniqueEmail('fits-webinar'))
      await page.getByLabel('Organisation').fill('Harbour Travel')
      await page.getByLabel('Job title').fill('Senior consultant')
      await page.getByLabel('State').fill('NSW')
      await page.getByLabel('Industry association ID (6 digits)').fill('123456')
      await page.getByLabel(TICK).check()
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible()
    },
  },
  {
    name: 'brochure request posted (a confirmation)',
    site: 'tours',
    path: '/brochure-request',
    send: async (page) => {
      await page.getByLabel('First name').fill('Ana')
      await page.getByLabel('Last name').fill('Silva')
      await page.getByLabel('Email').fill(uniqueEmail('fits-brochure'))
      await page.getByLabel('Which brochure would you like?').selectOption({ label: alwaysOfferedBrochure() })
      await page.getByLabel('Post me a printed copy too').check()
      await page.getByLabel('Street address').fill('12 Wattle Street')
      await page.getByLabel('Suburb or town').fill('Fitzroy')
      await page.getByLabel('Postcode').fill('3065')
      await page.getByLabel(TICK).check()
      await page.getByRole('button', { name: 'Send my brochure' }).click()
      await expect(page.getByRole('status')).toContainText('Thank you! Your brochure is on its way')
    },
  },
]

test(`each form's sent state fits ${WIDTHS.join(', ')} px: nothing scrolls sideways, no control is covered`, async ({
  page,
}) => {
  test.setTimeout(120_000)
  const findings: Finding[] = []
  for (const form of SENT_FORMS) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
    await page.goto(siteUrl(form.site, form.path))
    await form.send(page)
    findings.push(...(await checkEachWidth(page, `${form.site} ${form.path}, ${form.name} sent`)))
  }
  expect(findings).toEqual([])
})
