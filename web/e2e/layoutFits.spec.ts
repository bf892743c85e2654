import { expect, test, type Locator, type Page } from '@playwright/test'
import { sites } from '@travel/config'
import { coveredControls, pageSpill, type CoveredControl, type Spill } from './helpers/layoutProbe'
import { sitemapOf } from './helpers/links'
import { siteUrl } from './helpers/server'

// Every seeded page fits a phone and a wide screen: nothing scrolls sideways, and no control
// hides under another element. Each form is checked as it opens and once refused (sent empty);
// its "sent" state is left to the forms' own tests, which fill it in.

const WIDTHS = [320, 390, 1280]

// Each test visits every page of every site: a trace of it would be large and slow to record,
// and the findings already say where and what.
test.use({ trace: 'off' })

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

/** The button that sends a form: its first submit button. */
const submitOf = (form: Locator) =>
  form.locator('button[type="submit"], button:not([type]), input[type="submit"]').first()

/**
 * Sends a form empty and waits for its refusal: new text on the page (its messages, a toast) or a
 * dialog. A form whose submit a terms box unlocks (the agent forms) has its boxes ticked first.
 */
async function refuse(page: Page, form: Locator) {
  const submit = submitOf(form)
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

/** The page's first state, then each form's refused state. */
async function checkPage(page: Page, url: string): Promise<Finding[]> {
  // Images have their sizes in the HTML: the layout is final once the document is parsed, its
  // (deferred) scripts have run and the brand's fonts are in (they swap in for their fallbacks).
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => document.fonts.ready)
  const findings = await check(page, url)
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
    findings.push(...(await check(page, name)))
    if (await page.locator(MODAL).count()) await page.keyboard.press('Escape')
  }
  return findings
}

for (const width of WIDTHS) {
  test(`every seeded page fits ${width} px: nothing scrolls sideways, no control is covered`, async ({
    page,
    request,
  }) => {
    // About a minute each on an idle machine; twice that when it is shared.
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: 800 })
    const findings: Finding[] = []
    for (const site of sites) {
      for (const loc of await sitemapOf(request, site.id)) {
        findings.push(...(await checkPage(page, siteUrl(site.id, new URL(loc).pathname))))
      }
    }
    expect(findings).toEqual([])
  })
}
