import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { holdPageScripts } from './helpers/pageScripts'
import { DUMMY_SECRETS, E2E_SANDBOX_PORT, E2E_SANDBOX_URL, siteUrl } from './helpers/server'

// Spec 02 §2-§5, §7-§9: the quick search on the rail and cruises home pages (seed). It asks the
// site's own routes, which ask the sandbox's warehouse.

async function seriousViolations(page: Page): Promise<string[]> {
  // The dialog's focus trap (react-focus-lock, in @reach/dialog) keeps focus inside with two
  // invisible guards; everything else on the page is checked.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-focus-guard]').analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`)
}

/** Every request the page makes, to check none goes to the warehouse or carries its key. */
function watchRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    seen.push(`${request.url()} ${JSON.stringify(request.headers())}`)
  })
  return seen
}

const search = (page: Page) => page.getByRole('search', { name: 'Quick search' })

/** A site's home page, once its scripts run: a search sent before that is the browser's own. */
async function home(page: Page, siteId: string) {
  await page.goto(siteUrl(siteId))
  await page.waitForLoadState('networkidle')
}

test("the search starts on the site's own travel type; one without a travel type says 'Select type' and 'Notice!' / 'Please select type!'", async ({
  page,
}) => {
  await page.goto(siteUrl('cruises'))
  await expect(search(page).getByRole('combobox', { name: 'Travel type' })).toHaveValue('cruise')
  await home(page, 'rail')
  const travelType = search(page).getByRole('combobox', { name: 'Travel type' })
  await expect(travelType).toHaveValue('rail')
  await travelType.selectOption({ label: 'Select type' })
  await search(page).getByRole('button', { name: 'Search Now' }).click()
  const notice = page.getByRole('dialog', { name: 'Notice!' })
  await expect(notice).toContainText('Please select type!')
  expect(await seriousViolations(page)).toEqual([])
  await notice.getByRole('button', { name: 'OK' }).click()
  await expect(notice).toBeHidden()
  await expect(search(page).getByText('Select type', { exact: true }).last()).toBeVisible()
})

test("a destination typed before the page's scripts run gets its suggestions once they do", async ({
  page,
}) => {
  const releaseScripts = await holdPageScripts(page)
  await page.goto(siteUrl('rail'), { waitUntil: 'commit' })
  const bar = search(page)
  await bar.getByRole('combobox', { name: 'Travel type' }).selectOption({ label: 'Tours' })
  const keyword = bar.getByRole('combobox', { name: 'Destination' })
  await keyword.pressSequentially('new')

  releaseScripts()
  await expect(page.getByRole('listbox', { name: 'Destinations' }).getByRole('option')).toHaveText([
    'New Zealand',
  ])
  await expect(keyword).toBeFocused()
  await expect(keyword).toHaveValue('new')
})

for (const siteId of ['rail', 'cruises']) {
  test(`on ${siteId}, suggestions come as the visitor types, are chosen with the keyboard, and the results link to their detail pages on the booking site`, async ({
    page,
  }) => {
    const requests = watchRequests(page)
    await home(page, siteId)
    const bar = search(page)
    await bar.getByRole('combobox', { name: 'Travel type' }).selectOption({ label: 'Tours' })
    const keyword = bar.getByRole('combobox', { name: 'Destination' })
    await keyword.pressSequentially('new', { delay: 50 })
    const list = page.getByRole('listbox', { name: 'Destinations' })
    await expect(list.getByRole('option')).toHaveText(['New Zealand'])
    await expect(keyword).toHaveAttribute('aria-expanded', 'true')
    await keyword.press('ArrowDown')
    await expect(list.getByRole('option', { name: 'New Zealand' })).toHaveAttribute('aria-selected', 'true')
    await keyword.press('Enter')
    await expect(keyword).toHaveValue('New Zealand')
    await expect(list).toBeHidden()

    await bar.getByRole('button', { name: 'Search Now' }).click()
    const results = page.getByRole('dialog', { name: 'Search Result' })
    await expect(results.getByRole('link')).toHaveText(['New Zealand North to South'])
    // The booking site's page (the sandbox stands in for it in the e2e build), in this tab.
    await expect(results.getByRole('link')).toHaveAttribute(
      'href',
      `${E2E_SANDBOX_URL}/en/tours/detail/TR-NZ-21`,
    )
    await expect(results.getByRole('link')).not.toHaveAttribute('target')
    // Its photo, through the site's image optimiser; the link's name stays the product's.
    const photo = results.getByRole('link').locator('img')
    await expect(photo).toHaveAttribute('src', /^\/_next\/image\?url=/)
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(results).toBeHidden()

    // Another type and a duration: the rail journeys of 1-10 days in Japan, none.
    await bar.getByRole('combobox', { name: 'Travel type' }).selectOption({ label: 'Rail' })
    await keyword.fill('japan')
    await bar.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '1-10 Days' })
    await bar.getByRole('button', { name: 'Search Now' }).click()
    await expect(results).toContainText('No data found')
    await results.getByRole('button', { name: 'Close' }).click()
    await bar.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '10-15 Days' })
    await bar.getByRole('button', { name: 'Search Now' }).click()
    // The catalogue's two rail journeys in Japan of 10 to 15 days, cheapest first.
    await expect(results.getByRole('link')).toHaveText(['Japan Rail Discovery', 'Japan by Shinkansen'])
    await expect(results.getByRole('link', { name: 'Japan Rail Discovery' })).toHaveAttribute(
      'href',
      `${E2E_SANDBOX_URL}/en/rails/detail/RL-JP-12`,
    )

    // Nothing went to the warehouse, and no request carried its key.
    expect(requests.filter((request) => request.includes(`:${E2E_SANDBOX_PORT}`))).toEqual([])
    expect(requests.filter((request) => request.includes(DUMMY_SECRETS.WAREHOUSE_API_KEY!))).toEqual([])
    expect(
      requests.some((request) => request.includes('/api/search/suggestions?travelType=tour&keyword=new')),
    ).toBe(true)

    // A result leads to the product's page on the booking site.
    await results.getByRole('link', { name: 'Japan Rail Discovery' }).click()
    await expect(page).toHaveURL(`${E2E_SANDBOX_URL}/en/rails/detail/RL-JP-12`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Japan Rail Discovery')
  })
}

test('a keyword that matches nothing says so, and a failed search says it failed', async ({ page }) => {
  await home(page, 'cruises')
  const bar = search(page)
  await bar.getByRole('combobox', { name: 'Travel type' }).selectOption({ label: 'Cruises' })
  await bar.getByRole('combobox', { name: 'Destination' }).fill('atlantis')
  await bar.getByRole('button', { name: 'Search Now' }).click()
  const results = page.getByRole('dialog', { name: 'Search Result' })
  await expect(results).toContainText('No data found')
  await results.getByRole('button', { name: 'Close' }).click()

  await page.route('**/api/search?*', (route) => route.abort('connectionfailed'))
  await bar.getByRole('button', { name: 'Search Now' }).click()
  await expect(results.getByRole('alert')).toHaveText(
    'The search could not be done just now. Please try again in a moment.',
  )
})

test("shows each travel type by its label and sends the spec's value: 'Golf packages' asks for golf-package", async ({
  page,
}) => {
  await home(page, 'cruises')
  const bar = search(page)
  const travelType = bar.getByRole('combobox', { name: 'Travel type' })
  await expect(travelType.getByRole('option')).toHaveText([
    'Select type',
    'Tours',
    'Cruises',
    'Golf packages',
    'Rail',
  ])
  await travelType.selectOption({ label: 'Golf packages' })
  await bar.getByRole('combobox', { name: 'Destination' }).fill('algarve')
  // Leave the field, as a visitor moving on does: its suggestions close and uncover the button.
  await bar.getByRole('combobox', { name: 'Duration' }).focus()
  await expect(page.getByRole('listbox', { name: 'Destinations' })).toBeHidden()
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/search')
  await bar.getByRole('button', { name: 'Search Now' }).click()
  const params = new URL((await asked).url()).searchParams
  expect(params.get('travelType')).toBe('golf-package')
  expect(params.get('keyword')).toBe('algarve')
  const results = page.getByRole('dialog', { name: 'Search Result' })
  // The catalogue's two golf packages on the Algarve, cheapest first.
  await expect(results.getByRole('link')).toHaveText(['Algarve Golf Escape', 'Portugal: Algarve Sun'])
  await expect(results.getByRole('link', { name: 'Algarve Golf Escape' })).toHaveAttribute(
    'href',
    `${E2E_SANDBOX_URL}/en/golfs/detail/GF-ALG-7`,
  )
})
