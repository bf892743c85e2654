import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { editDocument, restoreDocument } from './helpers/dataset'
import { tabTo } from './helpers/keyboard'
import { collectScripts } from './helpers/scripts'
import { pageById, readDataset } from './helpers/seed'
import { siteUrl } from './helpers/server'
import { sendWebhook } from './helpers/webhook'

type FamilDoc = { _id: string; title: string; tripName: string; date: string }
type FamilBlock = {
  _key: string
  _type: 'familInformation' | 'familRegistrationForm'
  title?: string
  famil: { _type: 'reference'; _ref: string }
}

const PAGE_ID = 'page-golf-famils'
const pageUrl = siteUrl('golf', '/famils')
const OPEN = 'famil-golf-scotland-links-2027'
const CLOSED = 'famil-golf-algarve-2026'

const famils = new Map(
  readDataset()
    .filter((doc) => doc._type === 'famil')
    .map((doc) => [doc._id, doc as unknown as FamilDoc]),
)
const open = famils.get(OPEN)!
const closed = famils.get(CLOSED)!

const card = (page: Page, title = open.title) => page.getByRole('region', { name: title })

/** Opens the famils page and waits for the card's buttons to hydrate (as they come into view). */
async function openLive(page: Page, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(pageUrl)
  await expect(card(page).locator('[data-live]')).toHaveCount(1)
  return card(page)
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

/** Whether the focus is inside the element. */
const holdsFocus = (element: Locator) => element.evaluate((node) => node.contains(document.activeElement))

test('the seed has an open famil and one past its registration window', () => {
  expect(Date.parse('2026-09-14T14:00:00Z')).toBeLessThan(Date.now())
  expect(pageById(PAGE_ID).blocks?.map((block) => block._type)).toEqual([
    'richTextSection',
    'familInformation',
    'familInformation',
  ])
  expect(open.date).toBe('2027-09-14')
  expect(closed).toBeDefined()
})

test("the golf footer leads to the famils page; the open famil's card is in the server HTML, the closed one nowhere", async ({
  page,
}) => {
  const html = await (await page.goto(pageUrl))!.text()
  expect(html).toContain(`>${open.title}</h2>`)
  expect(html).toContain(open.tripName)
  expect(html).toContain('14 September 2027')
  expect(html).not.toContain(closed.title)

  await page.goto(siteUrl('golf'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Famils for agents' }).click()
  await expect(page).toHaveURL(pageUrl)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageById(PAGE_ID).blocks![0]!.title!)
  await expect(page.getByRole('heading', { level: 2, name: open.title })).toBeVisible()
  await expect(card(page)).toContainText('Trip')
  await expect(page.getByRole('heading', { name: closed.title })).toHaveCount(0)
})

for (const width of [390, 1280]) {
  test(`at ${width} px the card fits the screen and is axe clean`, async ({ page }) => {
    await openLive(page, width)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true)
    expect(await blockingViolations(page)).toEqual([])
  })
}

test('the itinerary-and-price dialog by keyboard: price, inclusions, the day accordion with images; Escape returns focus', async ({
  page,
}) => {
  const section = await openLive(page)
  const opener = section.getByRole('button', { name: 'Itinerary and price' })
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Itinerary and price' })
  await expect(dialog).toBeVisible()
  await expect.poll(() => holdsFocus(dialog)).toBe(true)
  await expect(dialog).toContainText('AUD 4,950 per agent, twin share (land only)')
  await expect(dialog.getByRole('heading', { level: 4 })).toHaveText([
    'Golf',
    'Accommodation',
    'Transfers and touring',
  ])

  // Tab stays within the dialog, reaching each day of the accordion.
  const days = dialog.locator('details')
  await expect(days).toHaveCount(6)
  const firstDay = dialog.locator('summary').first()
  await tabTo(page, firstDay, 10)
  await expect(days.first()).not.toHaveAttribute('open')
  await page.keyboard.press('Enter')
  await expect(days.first()).toHaveAttribute('open', '')
  const image = days.first().getByRole('img')
  await expect(image).toBeVisible()
  // It loads once its day is opened (lazily), sized by the asset so nothing shifts.
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true)
  await page.keyboard.press('Enter')
  await expect(days.first()).not.toHaveAttribute('open')
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press('Tab')
    expect(await holdsFocus(dialog)).toBe(true)
  }
  expect(await blockingViolations(page)).toEqual([])

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('the terms dialog by keyboard: Tab stays within, Escape closes it and focus returns', async ({
  page,
}) => {
  const section = await openLive(page)
  const opener = section.getByRole('button', { name: 'Terms and conditions' })
  await tabTo(page, opener)
  await page.keyboard.press('Space')
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Places are limited to 12 agents')
  await expect.poll(() => holdsFocus(dialog)).toBe(true)
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab')
    expect(await holdsFocus(dialog)).toBe(true)
  }
  expect(await blockingViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()

  // And by its Close button.
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
})

test.describe('code only where it is used', () => {
  // The block's own style (FamilInformation's facts), and the itinerary dialog's image sizes
  // (DayAccordion), as their chunks carry them.
  const BLOCK_CODE = 'gap:0.35rem 1rem'
  const DIALOG_CODE = '(min-width: 34rem) 28rem, 90vw'

  test('a page without the block loads none of its code', async ({ page }) => {
    const loaded = collectScripts(page)
    await page.goto(siteUrl('golf', '/about-us'))
    await page.waitForLoadState('networkidle')
    for (const code of [BLOCK_CODE, DIALOG_CODE]) expect(await loaded()).not.toContain(code)
  })

  test("the famils page loads the card, and the dialog's code only once its button is pointed at", async ({
    page,
  }) => {
    const loaded = collectScripts(page)
    const section = await openLive(page)
    await page.waitForLoadState('networkidle')
    await expect.poll(loaded).toContain(BLOCK_CODE)
    expect(await loaded()).not.toContain(DIALOG_CODE)
    await section.getByRole('button', { name: 'Itinerary and price' }).hover()
    await expect.poll(loaded).toContain(DIALOG_CODE)
  })
})

test.describe('a registration window', () => {
  const ENDING_ID = 'famil-golf-e2e-ending'
  const ENDING_TITLE = 'Last-minute links famil'
  const REGISTER_TITLE = 'Register for the last-minute famil'

  async function signedChange(request: APIRequestContext) {
    const answer = await sendWebhook(request, { _id: ENDING_ID, _type: 'famil', brand: 'golf', slug: null })
    expect(answer.status()).toBe(200)
  }

  /** The famils the page shows, by their cards' headings. */
  const shownTitles = (page: Page) =>
    page.locator('section[aria-labelledby^="famil-"] :is(h1, h2)').allTextContents()

  test('a famil past its registration window is gone after the revalidation its end schedules, with nobody publishing', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    // The server's clock is the machine's: registration closes a few seconds from now (time
    // enough for the webhook to render the pages that show it again first).
    const closes = Date.now() + 25_000
    restoreDocument({
      ...(open as unknown as Record<string, unknown>),
      _id: ENDING_ID,
      title: ENDING_TITLE,
      registrationOpens: null,
      registrationCloses: new Date(closes).toISOString(),
    })
    editDocument(PAGE_ID, (doc) => {
      const blocks = doc.blocks as FamilBlock[]
      blocks.splice(
        1,
        0,
        { _key: 'e2eending', _type: 'familInformation', famil: { _type: 'reference', _ref: ENDING_ID } },
        {
          _key: 'e2eendingform',
          _type: 'familRegistrationForm',
          title: REGISTER_TITLE,
          famil: { _type: 'reference', _ref: ENDING_ID },
        },
      )
      return doc
    })
    try {
      // Published: the webhook renders the pages that show the famil again, this one with it.
      await signedChange(request)
      await page.goto(pageUrl)
      expect(await shownTitles(page)).toEqual([ENDING_TITLE, open.title])
      const registration = page.locator('section', {
        has: page.getByRole('heading', { name: REGISTER_TITLE }),
      })
      await expect(registration.getByRole('button', { name: 'Submit' })).toBeVisible()
      expect(Date.now()).toBeLessThan(closes)

      // No webhook now: the page was told to render again as registration closes, and does.
      await expect
        .poll(
          async () => {
            await page.goto(pageUrl)
            return shownTitles(page)
          },
          { timeout: 30_000, intervals: [1_000] },
        )
        .toEqual([open.title])
      expect(Date.now()).toBeGreaterThanOrEqual(closes)
      expect(Date.now() - closes).toBeLessThan(20_000)
      await expect(page.getByRole('heading', { name: ENDING_TITLE })).toHaveCount(0)
      // Its registration form closes with it.
      await expect(registration.getByRole('status')).toHaveText('Registration for this famil has closed.')
      await expect(registration.getByRole('button', { name: 'Submit' })).toHaveCount(0)
    } finally {
      editDocument(PAGE_ID, (doc) => {
        doc.blocks = (doc.blocks as FamilBlock[]).filter((block) => !block._key.startsWith('e2eending'))
        return doc
      })
      editDocument(ENDING_ID, () => null)
      await signedChange(request)
    }
  })
})
