import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { isExpandedForAssistiveTech, tabTo } from './helpers/keyboard'
import { headerLinksLive } from './helpers/layoutShifts'
import { E2E_PORT, siteUrl } from './helpers/server'

const WIDE = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
/** The bar's height on small screens (4.5rem), under the phone strip (2.25rem). */
const BAR_HEIGHT = 72
const STRIP_HEIGHT = 36

// A tours-brand site links to its own destination pages, and to a destination's tours without
// one; golf to its own pages (isShow) and to the main tours site's tours for the rest, each such
// link naming Wayfarer Tours and saying that it leaves the site (issue 46). The e2e build reaches
// sites at <site>.localhost.
const onTours = (destination: string) => `${destination} Wayfarer Tours (leaves this site)`
const sites = [
  {
    site: 'tours',
    brandName: 'Wayfarer Tours',
    group: 'Asia',
    first: ['Vietnam', 'Japan', 'Cambodia', 'Thailand', 'India'],
    rest: ['Sri Lanka', 'China', 'Laos', 'Indonesia'],
    hrefs: { Vietnam: '/tour-destination/asia/vietnam', Laos: '/tours/laos' },
  },
  {
    site: 'golf',
    brandName: 'Fairway Golf Journeys',
    group: 'Europe',
    first: ['Portugal', 'Spain', ...['France', 'Italy', 'Switzerland'].map(onTours)],
    rest: ['Croatia', 'Greece'].map(onTours),
    hrefs: {
      Portugal: '/tour-destination/europe/portugal',
      [onTours('France')]: `http://tours.localhost:${E2E_PORT}/tours/france`,
    },
  },
] as const

/** A group's button, and the panel (popover) it opens. */
async function groupOf(page: Page, name: string): Promise<{ button: Locator; panel: Locator; id: string }> {
  const button = page.getByRole('navigation', { name: 'Destinations' }).getByRole('button', { name })
  const id = (await button.getAttribute('popovertarget')) ?? ''
  return { button, panel: page.locator(`[id="${id}"]`), id }
}

async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    )
}

for (const { site, brandName, group, first, rest, hrefs } of sites) {
  test.describe(`the ${site} header, wide`, () => {
    test.use({ viewport: WIDE })

    test(`opens ${group} by keyboard: 5 destinations, See All and back, Escape closes`, async ({ page }) => {
      await page.goto(siteUrl(site))
      const { button, panel, id } = await groupOf(page, group)
      await expect(panel).toBeHidden()
      await tabTo(page, button)
      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible()
      expect(await isExpandedForAssistiveTech(page, `[popovertarget="${id}"]`)).toBe(true)
      await expect(panel.getByRole('link')).toHaveText([...first])

      const expander = panel.locator('summary')
      await tabTo(page, expander)
      await expect(expander).toHaveAccessibleName('See All')
      await page.keyboard.press('Enter')
      await expect(expander).toHaveAccessibleName('Back')
      await expect(expander).toBeFocused()
      await expect(panel.getByRole('link')).toHaveText([...first, ...rest])
      for (const [name, href] of Object.entries(hrefs)) {
        await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      }

      await page.keyboard.press('Enter')
      await expect(expander).toHaveAccessibleName('See All')
      await expect(panel.getByRole('link')).toHaveText([...first])

      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(button).toBeFocused()
      expect(await isExpandedForAssistiveTech(page, `[popovertarget="${id}"]`)).toBe(false)
    })

    test(`closes ${group} on a click outside it, and is axe clean open`, async ({ page }) => {
      await page.goto(siteUrl(site))
      const { button, panel } = await groupOf(page, group)
      await button.click()
      await panel.locator('summary').click()
      await expect(panel.getByRole('link')).toHaveCount(first.length + rest.length)
      expect(await blockingViolations(page)).toEqual([])
      await page.mouse.click(WIDE.width / 2, WIDE.height - 20)
      await expect(panel).toBeHidden()
    })
  })

  test.describe(`the ${site} header at 390 px`, () => {
    test.use({ viewport: PHONE, hasTouch: true })

    test('is the phone strip and one row that do not push the page down, the navigation behind Menu', async ({
      page,
    }) => {
      await page.goto(siteUrl(site))
      const header = page.getByRole('banner')
      const menu = header.getByRole('button', { name: 'Menu' })
      const brand = header.getByRole('link', { name: brandName })
      const enquire = header.getByRole('link', { name: 'Enquire' })
      const bar = (await header.boundingBox())!
      expect(bar.height).toBe(STRIP_HEIGHT + BAR_HEIGHT)
      const middle = async (each: Locator) => {
        const box = (await each.boundingBox())!
        return box.y + box.height / 2
      }
      const brandMiddle = await middle(brand)
      for (const action of [menu, enquire])
        expect(Math.abs(brandMiddle - (await middle(action)))).toBeLessThan(2)
      await expect(header.getByRole('link', { name: /^Call \d/ })).toBeVisible()
      expect((await page.getByRole('main').boundingBox())!.y).toBe(STRIP_HEIGHT + BAR_HEIGHT)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

      await menu.tap()
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      expect(await isExpandedForAssistiveTech(page, '[popovertarget="site-menu"]')).toBe(true)
      // Inside the menu each group shows in place, its first five and See All.
      const panel = page.getByRole('group', { name: group })
      await expect(page.getByRole('button', { name: group })).toBeHidden()
      await expect(panel.getByRole('link')).toHaveText([...first])
      await panel.locator('summary').tap()
      await expect(panel.getByRole('link')).toHaveText([...first, ...rest])
      await panel.locator('summary').tap()
      await expect(panel.getByRole('link')).toHaveText([...first])
      await panel.locator('summary').tap()
      expect(await blockingViolations(page)).toEqual([])

      await page.keyboard.press('Escape')
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    })

    test('returns focus to Menu on Escape, and closes when a link is followed', async ({ page }) => {
      await page.goto(siteUrl(site))
      const menu = page.getByRole('button', { name: 'Menu' })
      await tabTo(page, menu)
      await page.keyboard.press('Enter')
      const main = page.getByRole('navigation', { name: 'Main' })
      await tabTo(page, main.getByRole('link').first())
      await page.keyboard.press('Escape')
      await expect(main).toBeHidden()
      await expect(menu).toBeFocused()

      // Followed client-side (the window outlives it): the kept header HTML must close the menu.
      await headerLinksLive(page)
      await page.evaluate(() => Object.assign(window, { beforeTheLink: true }))
      await menu.tap()
      await main.getByRole('link', { name: 'About us' }).tap()
      await expect(page).toHaveURL(/\/about-us$/)
      expect(await page.evaluate(() => 'beforeTheLink' in window)).toBe(true)
      await expect(main).toBeHidden()
    })
  })
}

test('the menus work without JavaScript: the browser opens and closes them', async ({ browser }) => {
  for (const viewport of [PHONE, WIDE]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport })
    const page = await context.newPage()
    await page.goto(siteUrl('tours-nz'))
    const menu = page.getByRole('button', { name: 'Menu' })
    if (viewport === PHONE) {
      await tabTo(page, menu)
      await page.keyboard.press('Enter')
    } else {
      const { button } = await groupOf(page, 'Europe')
      await tabTo(page, button)
      await page.keyboard.press('Enter')
    }
    const panel = page.getByRole('group', { name: 'Europe' })
    await tabTo(page, panel.locator('summary'))
    await page.keyboard.press('Enter')
    await expect(panel.getByRole('link')).toHaveCount(7)
    await expect(panel.getByRole('link', { name: 'Croatia' })).toHaveAttribute('href', '/tours/croatia')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(viewport === PHONE ? menu : page.getByRole('button', { name: 'Europe' })).toBeFocused()
    await context.close()
  }
})

// Issue 29: golf's menu names tours' destinations under its own groups (spec 02 §2). Each menu entry
// references the page it opens and links to the page's own address; an old address under another
// group answers a 308 to it.
test('a golf visitor who picks Japan in the menu lands on the tours site’s Japan page', async ({ page }) => {
  await page.setViewportSize(WIDE)
  await page.goto(siteUrl('golf'))
  const { button, panel } = await groupOf(page, 'Asia & Pacific')
  await button.click()
  const japan = panel.getByRole('link', { name: onTours('Japan'), exact: true })
  await expect(japan).toHaveAttribute(
    'href',
    `http://tours.localhost:${E2E_PORT}/tour-destination/asia/japan`,
  )
  await japan.click()
  await expect(page).toHaveURL(`http://tours.localhost:${E2E_PORT}/tour-destination/asia/japan`)
  await expect(page).toHaveTitle(/Japan/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a destination without a page of its own opens its tours on the main tours site', async ({ page }) => {
  await page.setViewportSize(WIDE)
  await page.goto(siteUrl('golf'))
  const { button, panel } = await groupOf(page, 'Asia & Pacific')
  await button.click()
  await panel.getByRole('link', { name: onTours('Thailand'), exact: true }).click()
  await expect(page).toHaveURL(`http://tours.localhost:${E2E_PORT}/tours/thailand`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Thailand/)
})

test('an address naming a destination under another group moves for good to its own', async ({ page }) => {
  const moved = page.waitForResponse((response) =>
    response.url().endsWith('/tour-destination/asia-pacific/japan'),
  )
  await page.goto(siteUrl('tours', '/tour-destination/asia-pacific/japan'))
  expect((await moved).status()).toBe(308)
  await expect(page).toHaveURL(`http://tours.localhost:${E2E_PORT}/tour-destination/asia/japan`)
})
