import { expect, test, type Page } from '@playwright/test'
import { dropDraft, previewLink, saveDraft } from './helpers/preview'
import { E2E_STUDIO_URL, siteUrl } from './helpers/server'

/**
 * Click-to-edit in draft preview (docs/preview.md), on the embedded source: drafts carry stega,
 * @sanity/visual-editing's overlays show on hover, and the preview of a date shows scheduled
 * content before it goes live. Published pages carry none of it: no stega, no overlay code.
 */

/** Stega's characters: zero-width space, non-joiner, joiner, and the byte-order mark. */
const STEGA = /[\u200B-\u200D\uFEFF]/

/** Every script a page asks for, from its start until `until` is done. */
async function scriptsOf(page: Page, until: () => Promise<unknown>): Promise<string[]> {
  const scripts: string[] = []
  const record = (request: { url(): string; resourceType(): string }) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  }
  page.on('request', record)
  await until()
  page.off('request', record)
  return scripts
}

const overlayChunk = (url: string) => /\/visual-editing[.-]/.test(new URL(url).pathname)

test('a draft page carries stega and the overlays; a hovered heading opens its field in the Studio', async ({
  page,
}) => {
  let html = ''
  const scripts = await scriptsOf(page, async () => {
    const response = await page.goto(previewLink('golf', '/about-us'))
    html = (await response?.text()) ?? ''
    await expect(page.locator('sanity-visual-editing')).toBeAttached()
  })
  expect(html).toMatch(STEGA)
  // What logic reads is clean: the title, the canonical address and the JSON-LD.
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).not.toMatch(STEGA)
  expect(scripts.some(overlayChunk)).toBe(true)

  const heading = page.getByRole('heading', { level: 1 })
  await heading.hover()
  const overlay = page.locator('sanity-visual-editing [data-hovered]')
  await expect(overlay).toBeVisible()
  // Outside the Presentation tool, the overlay's link opens the document's field in the Studio.
  const edit = page.locator('sanity-visual-editing a[href*="/intent/edit/"]')
  await expect(edit).toHaveAttribute(
    'href',
    new RegExp(`^${E2E_STUDIO_URL}/golf/intent/edit/.*id=page-golf-about-us`),
  )
})

test('a published page has no stega in its HTML and loads no overlay code', async ({ page }) => {
  let html = ''
  const scripts = await scriptsOf(page, async () => {
    const response = await page.goto(siteUrl('golf', '/about-us'))
    html = (await response?.text()) ?? ''
    await page.waitForLoadState('networkidle')
  })
  expect(html).not.toMatch(STEGA)
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter(overlayChunk)).toEqual([])
  await expect(page.locator('sanity-visual-editing')).toHaveCount(0)
  // Nor is the overlays' code inside a chunk it loads.
  for (const script of scripts) {
    const code = await page.evaluate(async (url) => (await fetch(url)).text(), script)
    expect(code, script).not.toContain('sanity-visual-editing')
  }
})

test('the preview of a date shows a famil before its registration opens, in draft mode only', async ({
  page,
  browser,
}) => {
  const title = 'Famil opening in March'
  const draftId = saveDraft('famil-golf-scotland-links-2027', (doc) => ({
    ...doc,
    title,
    registrationOpens: '2027-03-01T00:00:00.000Z',
  }))
  try {
    await page.goto(previewLink('golf', '/famil-registration'))
    const bar = page.getByRole('complementary', { name: 'Preview mode' })
    await expect(bar).toBeVisible()
    await expect(page.getByText(title)).toHaveCount(0)

    // The preview bar sets the moment (Sydney time) and names it.
    await bar.getByLabel('View as of').fill('2027-03-02T09:00')
    await bar.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/\?at=2027-03-02T09%3A00$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
    await expect(bar).toContainText('as of 2027-03-02 09:00')
    await bar.getByRole('button', { name: 'Back to now' }).click()
    await expect(page.getByText(title)).toHaveCount(0)

    // A visitor's ?at= does nothing: the published site, as of now.
    const visitor = await browser.newPage()
    const brochures = await visitor.goto(siteUrl('tours', '/brochures?at=2027-09-02T09:00'))
    expect(await brochures?.text()).not.toContain('Small-group tours 2028')
    await visitor.close()
    // The same address in draft preview shows that brochure, scheduled from 2027-09-01.
    await page.goto(previewLink('tours', '/brochures'))
    const scheduled = await page.goto(siteUrl('tours', '/brochures?at=2027-09-02T09:00'))
    expect(await scheduled?.text()).toContain('Small-group tours 2028')
  } finally {
    dropDraft(draftId)
  }
})

test('the preview keeps its moment, in the site’s own time, while the editor follows links', async ({
  page,
}) => {
  await page.goto(previewLink('tours-nz', '/brochures'))
  const bar = page.getByRole('complementary', { name: 'Preview mode' })
  // The New Zealand site's moment is Auckland time, and the bar says so.
  await bar.getByLabel('View as of (Auckland time)').fill('2027-09-02T09:00')
  await bar.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByText('Small-group tours 2028').first()).toBeVisible()

  // A link followed in the preview, then an address typed with no moment: still as of then.
  await page.locator('header a[href="/"]').first().click()
  await expect(page).not.toHaveURL(/brochures/)
  await expect(bar).toContainText('as of 2027-09-02 09:00 (Auckland time)')
  await page.goto(siteUrl('tours-nz', '/brochures'))
  await expect(bar).toContainText('as of 2027-09-02 09:00')
  await expect(page.getByText('Small-group tours 2028').first()).toBeVisible()

  // Back to now ends it, for the next pages too.
  await bar.getByRole('button', { name: 'Back to now' }).click()
  await expect(bar).not.toContainText('as of 2027')
  await page.goto(siteUrl('tours-nz', '/brochures'))
  await expect(bar).toBeVisible()
  await expect(bar).not.toContainText('as of 2027')
  await expect(page.getByText('Small-group tours 2028')).toHaveCount(0)
})

test('the preview bar switches to the same page, at the same moment, on the brand’s other site', async ({
  page,
}) => {
  await page.goto(previewLink('tours', '/brochures'))
  const bar = page.getByRole('complementary', { name: 'Preview mode' })
  await bar.getByLabel('View as of (Sydney time)').fill('2027-09-02T09:00')
  await bar.getByRole('button', { name: 'Show' }).click()
  await expect(bar).toContainText('as of 2027-09-02 09:00 (Sydney time)')

  await bar.getByRole('link', { name: 'wayfarertours.co.nz' }).click()
  await expect(page).toHaveURL(/^http:\/\/tours-nz\.localhost:\d+\/brochures\?at=2027-09-02T09%3A00$/)
  // In draft preview of the New Zealand site now, as of the same moment in its own time.
  await expect(bar).toContainText('as of 2027-09-02 09:00 (Auckland time)')
  await expect(page.getByText('Small-group tours 2028').first()).toBeVisible()
  await expect(bar.getByRole('link', { name: 'wayfarertours.com.au' })).toBeVisible()
  // A golf page, whose brand has one site, offers no switch.
  await page.goto(previewLink('golf', '/about-us'))
  await expect(bar).toBeVisible()
  await expect(bar).not.toContainText('Preview this page on')
})

test('a famils page with no famil open says so, and when to come back', async ({ page }) => {
  // By August 2027 the Scotland famil's registration has closed, and the Algarve's long before.
  await page.goto(previewLink('golf', '/famils'))
  const bar = page.getByRole('complementary', { name: 'Preview mode' })
  await bar.getByLabel('View as of').fill('2027-08-01T09:00')
  await bar.getByRole('button', { name: 'Show' }).click()
  const card = page.getByRole('region', { name: 'No famil is open for registration right now' })
  await expect(card).toBeVisible()
  await expect(card.getByRole('link')).toHaveAttribute('href', /^mailto:/)
})
