import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { collectScripts } from './helpers/scripts'
import { editDocument, restoreDocument } from './helpers/dataset'
import { pageById, readDataset } from './helpers/seed'
import { E2E_PORT, siteUrl } from './helpers/server'
import { sendWebhook } from './helpers/webhook'

type BrochureDoc = {
  _id: string
  title: string
  availableFrom?: string
  availableUntil?: string
  file: { _sanityAsset: string }
}
type BrochuresBlock = { _type: 'brochures'; title: string; brochures: { _key: string; _ref: string }[] }

const PAGE_ID = 'page-tours-brochures'
const pageUrl = siteUrl('tours', '/brochures')
const requestUrl = siteUrl('tours', '/brochure-request')
const VIEWER = '/frontend/view-brochure.html'

const documents = readDataset()
const block = pageById(PAGE_ID).blocks?.find(
  (each) => each._type === 'brochures',
) as unknown as BrochuresBlock
const brochureById = new Map(
  documents.filter((doc) => doc._type === 'brochure').map((doc) => [doc._id, doc as unknown as BrochureDoc]),
)

/** The brochures the block shows now, in order: those within their publish window. */
function shownNow(): BrochureDoc[] {
  const now = Date.now()
  return block.brochures
    .map((reference) => brochureById.get(reference._ref)!)
    .filter(
      (brochure) =>
        (!brochure.availableFrom || Date.parse(brochure.availableFrom) <= now) &&
        (!brochure.availableUntil || Date.parse(brochure.availableUntil) > now),
    )
}

/** Where the embedded dataset serves a seed file (web/src/server/content/embeddedDataset.ts). */
const fileUrl = (brochure: BrochureDoc) =>
  brochure.file._sanityAsset.replace('file@file://./files/', '/_seed/files/')

const region = (page: Page) => page.getByRole('region', { name: block.title })
const cards = (page: Page) => region(page).getByRole('listitem')

/** Opens the page and waits for the grid's island to hydrate (it does as it comes into view). */
async function openLive(page: Page, width: number): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(pageUrl)
  const grid = region(page).locator('[data-live]')
  await expect(grid).toHaveCount(1)
  return region(page)
}

async function blockingViolations(page: Page): Promise<string[]> {
  // ui/Dialog's focus trap (@reach/dialog, react-focus-lock) puts two empty guards with
  // tabindex=1 around an open dialog, on purpose: they send Tab back into it. Not content.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-focus-guard]').analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    )
}

// Which seed brochures are scheduled or expired depends on the day: the unit tests hold that with
// a clock of their own (web/src/server/content/publishWindows.test.ts).
test('the seed has brochures for two pages, and some outside their window', () => {
  const shown = shownNow()
  expect(shown.length).toBeGreaterThan(16)
  expect(shown.length).toBeLessThan(block.brochures.length)
})

test("the tours site's navigation leads to the brochures page, whose first page is in the server HTML", async ({
  page,
}) => {
  const html = await (await page.goto(pageUrl))!.text()
  const shown = shownNow()
  // As headings (the page's data carries them all, as JSON).
  for (const brochure of shown.slice(0, 16)) expect(html).toContain(`>${brochure.title}</h2>`)
  expect(html).not.toContain(`>${shown[16]!.title}</h2>`)
  expect(html).toContain('Page 1 of 2')

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('tours'))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brochures' }).click()
  await expect(page).toHaveURL(pageUrl)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(block.title)
})

for (const { width, columns } of [
  { width: 1280, columns: 4 },
  { width: 390, columns: 2 },
]) {
  test(`at ${width} px: ${columns} to a row, 16 to a page, previous and next within bounds, back to the block's top`, async ({
    page,
  }) => {
    const shown = shownNow()
    const section = await openLive(page, width)
    await expect(cards(page)).toHaveCount(16)
    const tops = await Promise.all(
      (await cards(page).all()).slice(0, columns + 1).map((card) => card.boundingBox()),
    )
    expect(new Set(tops.slice(0, columns).map((box) => Math.round(box!.y))).size).toBe(1)
    expect(Math.round(tops[columns]!.y)).toBeGreaterThan(Math.round(tops[0]!.y))
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true)

    const previous = section.getByRole('button', { name: 'Previous' })
    const next = section.getByRole('button', { name: 'Next' })
    await expect(section.getByText('Page 1 of 2')).toBeVisible()
    await expect(previous).toBeDisabled()

    await next.scrollIntoViewIfNeeded()
    expect((await section.boundingBox())!.y).toBeLessThan(0)
    await next.click()
    await expect(section.getByText('Page 2 of 2')).toBeAttached()
    await expect(cards(page)).toHaveText(shown.slice(16).map((brochure) => brochure.title))
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()
    // Back at the top of the block (at the top of the screen, unless the page is too short to
    // scroll that far), with the focus on a button still enabled.
    await expect.poll(async () => Math.round((await section.boundingBox())!.y)).toBeGreaterThanOrEqual(0)
    expect((await section.boundingBox())!.y).toBeLessThan(200)
    await expect(previous).toBeFocused()

    await previous.click()
    await expect(section.getByText('Page 1 of 2')).toBeAttached()
    await expect(cards(page)).toHaveCount(16)
    await expect(previous).toBeDisabled()
    expect(await blockingViolations(page)).toEqual([])
  })
}

/** The brochures the request form offers, by their labels (after its empty first choice). */
async function offeredOnRequestForm(page: Page): Promise<string[]> {
  const select = page.getByLabel('Which brochure would you like?')
  // After a client-side navigation, the page shows once its data has come: wait for the form.
  await expect(select.locator('option').first()).toHaveText('Select…')
  return (await select.locator('option').allTextContents()).slice(1)
}

test('the brochure request offers the brochures the brochures page lists, no more and no fewer', async ({
  page,
}) => {
  const section = await openLive(page, 1280)
  const listed = await cards(page).allTextContents()
  await section.getByRole('button', { name: 'Next' }).click()
  await expect(section.getByText('Page 2 of 2')).toBeAttached()
  listed.push(...(await cards(page).allTextContents()))
  expect(listed).toEqual(shownNow().map((brochure) => brochure.title))

  await page.getByRole('link', { name: 'order a free brochure', exact: true }).click()
  await expect(page).toHaveURL(siteUrl('tours', '/brochure-request'))
  // By title, as a select is read.
  expect(await offeredOnRequestForm(page)).toEqual([...listed].sort())
})

test("a brochure opens full screen in a 'View PDF' dialog showing its PDF in the viewer; Escape closes it and focus returns", async ({
  page,
  request,
}) => {
  const brochure = shownNow()[1]!
  await openLive(page, 1280)
  const link = cards(page).getByRole('link', { name: brochure.title })
  await link.click()
  const dialog = page.getByRole('dialog', { name: 'View PDF' })
  await expect(dialog).toBeVisible()
  const box = (await dialog.boundingBox())!
  expect([box.x, box.y, box.height]).toEqual([0, 0, 900])
  expect(box.width).toBeGreaterThanOrEqual(1265)
  const viewer = dialog.locator('iframe')
  await expect(viewer).toHaveAttribute('src', `${VIEWER}?url=${encodeURIComponent(fileUrl(brochure))}`)
  // The viewer frames the PDF itself, at the site's own address.
  const pdfFrame = page.frameLocator(`iframe[title="${brochure.title} (PDF)"]`).locator('iframe')
  await expect(pdfFrame).toHaveAttribute('src', siteUrl('tours', fileUrl(brochure)))
  const download = dialog.getByText('Download')
  await expect(download).toHaveCount(1)
  await expect(download).toBeHidden()
  expect(await blockingViolations(page)).toEqual([])

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(link).toBeFocused()

  // The PDF is a real one, served as a PDF (a static file: any host of the server serves it).
  const pdf = await request.get(`http://localhost:${E2E_PORT}${fileUrl(brochure)}`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
})

test('the viewer shows a file of the site under its own narrow frame policy, and is axe clean', async ({
  page,
}) => {
  const brochure = shownNow()[0]!
  const response = await page.goto(siteUrl('tours', `${VIEWER}?url=${encodeURIComponent(fileUrl(brochure))}`))
  const policy = response!.headers()['content-security-policy']!
  expect(policy).toContain("script-src 'self';")
  // This build reads no Sanity project (its content is embedded): no file of Sanity's CDN at all.
  expect(policy).toContain("frame-src 'self';")
  expect(policy).toContain("object-src 'none'")
  await expect(page.locator('iframe')).toHaveAttribute('src', siteUrl('tours', fileUrl(brochure)))
  await expect(page.getByRole('alert')).toBeHidden()
  expect(await blockingViolations(page)).toEqual([])
})

for (const [name, hostile] of [
  ['javascript:', 'javascript:alert(document.domain)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['a protocol-relative address', '//evil.example/brochure.pdf'],
  ['a foreign host', 'https://evil.example/brochure.pdf'],
  ['a file of a Sanity project not the site’s', 'https://cdn.sanity.io/files/attacker/production/phish.pdf'],
]) {
  test(`the viewer refuses ${name}, and says so`, async ({ page }) => {
    const asked: string[] = []
    const alerts: string[] = []
    page.on('request', (request) => asked.push(request.url()))
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(siteUrl('tours', `${VIEWER}?url=${encodeURIComponent(hostile!)}`))
    await expect(page.getByRole('alert')).toContainText('This brochure cannot be shown')
    await expect(page.locator('iframe')).toBeHidden()
    expect(await page.locator('iframe').getAttribute('src')).toBeNull()
    const foreign = (url: string) => ['evil.example', 'cdn.sanity.io'].includes(new URL(url).hostname)
    expect(asked.filter(foreign)).toEqual([])
    expect(alerts).toEqual([])
  })
}

test.describe('code only where it is used', () => {
  // Each part's own code, as its chunk carries it: the block's (its label's fallback,
  // Brochures.tsx), its grid's styles (BrochureGrid.tsx) and its dialog's (BrochureDialog.tsx,
  // with ui/Dialog).
  const BLOCK_CODE = '??"Brochures"'
  const GRID_CODE = 'aspect-ratio:3 / 4'
  const DIALOG_CODE = 'View PDF'

  test('a page without the block loads none of its code', async ({ page }) => {
    const loaded = collectScripts(page)
    await page.goto(siteUrl('tours', '/about-us'))
    await page.waitForLoadState('networkidle')
    for (const code of [BLOCK_CODE, GRID_CODE, DIALOG_CODE]) expect(await loaded()).not.toContain(code)
  })

  test("the brochures page loads the grid, and the dialog's code only once a brochure is pointed at", async ({
    page,
  }) => {
    const loaded = collectScripts(page)
    await openLive(page, 1280)
    await page.waitForLoadState('networkidle')
    await expect.poll(loaded).toContain(GRID_CODE)
    expect(await loaded()).not.toContain(DIALOG_CODE)
    await cards(page).first().hover()
    await expect.poll(loaded).toContain(DIALOG_CODE)
  })
})

test.describe('a publish window', () => {
  const ENDING_ID = 'brochure-tours-e2e-ending'
  const ENDING_TITLE = 'Flash sale: today only'

  async function signedChange(request: APIRequestContext) {
    const answer = await sendWebhook(request, {
      _id: ENDING_ID,
      _type: 'brochure',
      brand: 'tours',
      slug: null,
    })
    expect(answer.status()).toBe(200)
  }

  test('a brochure past its window is gone after the revalidation its end schedules, with nobody publishing', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const model = brochureById.get(block.brochures[1]!._ref)!
    // The server's clock is the machine's: the window ends a few seconds from now (time enough for
    // the webhook to render the pages that show it again first).
    const until = Date.now() + 25_000
    restoreDocument({
      ...model,
      _id: ENDING_ID,
      title: ENDING_TITLE,
      availableUntil: new Date(until).toISOString(),
    })
    editDocument(PAGE_ID, (doc) => {
      const brochures = doc.blocks as BrochuresBlock[]
      brochures
        .find((each) => each._type === 'brochures')!
        .brochures.unshift({ _key: 'e2eending', _ref: ENDING_ID })
      return doc
    })
    try {
      // Published: the webhook renders the pages that show the brochure again, this one with it.
      await signedChange(request)
      await page.goto(pageUrl)
      await expect(cards(page).first()).toHaveText(ENDING_TITLE)
      await page.goto(requestUrl)
      expect(await offeredOnRequestForm(page)).toContain(ENDING_TITLE)
      expect(Date.now()).toBeLessThan(until)

      // No webhook now: the page was told to render again by the window's end, and does.
      await expect
        .poll(
          async () => {
            await page.goto(pageUrl)
            return cards(page).first().textContent()
          },
          { timeout: 30_000, intervals: [1_000] },
        )
        .not.toBe(ENDING_TITLE)
      expect(Date.now()).toBeGreaterThanOrEqual(until)
      expect(Date.now() - until).toBeLessThan(20_000)
      // The request form, rendered again at the same end, no longer offers it.
      await expect
        .poll(
          async () => {
            await page.goto(requestUrl)
            return offeredOnRequestForm(page)
          },
          { timeout: 15_000, intervals: [1_000] },
        )
        .not.toContain(ENDING_TITLE)
    } finally {
      editDocument(PAGE_ID, (doc) => {
        const brochures = doc.blocks as BrochuresBlock[]
        const grid = brochures.find((each) => each._type === 'brochures')!
        grid.brochures = grid.brochures.filter((reference) => reference._ref !== ENDING_ID)
        return doc
      })
      editDocument(ENDING_ID, () => null)
      await signedChange(request)
    }
  })
})
