import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { getSite, marketOf, siteOfHost } from '@travel/config'
import { isHydrated, recordLayoutShifts, shiftsInside } from './helpers/layoutShifts'
import { homeOf } from './helpers/seed'
import { siteUrl } from './helpers/server'

type Link = {
  label: string
  internalLink: boolean
  siteLink?: 'travelAdvice' | 'travelInsurance'
  link?: string
  newTab: boolean
  reference?: { _ref: string }
}

/** The service of the site's market a link names (its travel advice or insurance), if any. */
const serviceOf = (siteId: string, link: Link) =>
  link.siteLink && !link.internalLink ? marketOf(getSite(siteId)!)[link.siteLink] : undefined

/**
 * A link's name as a visitor's screen reader gives it: its label, the service of the site's market
 * it names, and whether it opens a new tab or leaves for another brand's site.
 */
function linkName(siteId: string, link: Link): string {
  const service = serviceOf(siteId, link)
  // A path of this site (/offers) leaves nothing; a full address may lead to another brand.
  const linked =
    link.link && !link.internalLink && URL.canParse(link.link)
      ? siteOfHost(new URL(link.link).host)
      : undefined
  const leaves = linked && linked.brand !== getSite(siteId)!.brand
  return [
    link.label,
    service && ` ${service.name}`,
    link.newTab && ' (opens in a new tab)',
    leaves && ' (leaves this site)',
  ]
    .filter(Boolean)
    .join('')
}
type CounterDoc = { topTitle: string; numberCount: number; suffix: string; bottomTitle: string }
type OfferDoc = { title: string; sections: { title: string; links: Link[] }[] }
type OverviewDoc = { title: string; tiles: { label: string }[] }
type SynergyDoc = { title: string; items: { title: string; link?: Link }[] }

function blockOf<Block>(brand: string, type: string): Block {
  const block = homeOf(brand).blocks?.find((candidate) => candidate._type === type)
  if (!block) throw new Error(`The ${brand} home page has no ${type} block in the seed`)
  return block as unknown as Block
}

const sectionTitled = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) })

const format = (value: number) => new Intl.NumberFormat('en-AU').format(value)

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

/** The counter's words: the spec's on tours; golf's fit its visitors, who are golfers. */
const counterText: Record<string, string> = {
  tours: 'PASSENGERS TRAVEL WITH US EACH YEAR',
  golf: 'GOLFERS TEE OFF WITH US EACH YEAR',
}

const brandsAndWidths = [
  { brand: 'tours', width: 1280 },
  { brand: 'golf', width: 390 },
]

test.describe("the 'Why choose us' counter", () => {
  test('holds the total in the server HTML, for visitors without script and search engines', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const brand of ['tours', 'golf']) {
      const counter = blockOf<CounterDoc>(brand, 'counter')
      await page.goto(siteUrl(brand))
      const figure = sectionTitled(page, counter.topTitle).getByRole('paragraph')
      await figure.scrollIntoViewIfNeeded()
      await expect(figure).toHaveText(`${format(counter.numberCount)}+ ${counterText[brand]}`, {
        useInnerText: true,
      })
    }
    await context.close()
  })

  for (const { brand, width } of brandsAndWidths) {
    test(`on the ${brand} home page at ${width} px, counts from 0 once scrolled into view, in steps of ceil(total/500) a millisecond, to the total, moving nothing`, async ({
      page,
    }) => {
      const counter = blockOf<CounterDoc>(brand, 'counter')
      const step = Math.ceil(counter.numberCount / 500)
      // A hydration mismatch (the number formatted otherwise in the browser) is logged as an error.
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await recordLayoutShifts(page)
      await page.clock.install({ time: new Date('2026-03-02T08:00:00Z') })
      await page.setViewportSize({ width, height: 800 })
      await page.goto(siteUrl(brand))
      const section = sectionTitled(page, counter.topTitle)
      const figure = section.getByRole('paragraph')
      const shown = async () => (await figure.innerText()).replace(/\s+/g, ' ')
      // The block hydrates with the page; its figure as it comes into view (and counts then).
      await expect.poll(() => isHydrated(section.getByRole('heading'))).toBe(true)
      expect(await isHydrated(figure)).toBe(false)
      // Nothing in flight: the hour's jump would fire a loading chunk's timeout.
      await page.waitForLoadState('networkidle')
      await page.clock.pauseAt(new Date('2026-03-02T09:00:00Z'))

      // Out of view, it waits with the total, however long.
      await page.clock.runFor(2_000)
      expect(await shown()).toBe(`${format(counter.numberCount)}+ ${counter.bottomTitle}`)

      await figure.scrollIntoViewIfNeeded()
      await expect.poll(shown).toBe(`0+ ${counter.bottomTitle}`)
      // Each state painted (shiftsInside paints a frame) without moving a thing.
      expect(await shiftsInside(section)).toBe(0)
      await page.clock.runFor(100)
      const midway = Number((await shown()).split('+')[0]!.replace(/,/g, ''))
      expect(midway).toBeGreaterThan(0)
      expect(midway).toBeLessThan(counter.numberCount)
      expect(midway % step).toBe(0)
      expect(midway).toBeLessThanOrEqual(100 * step)
      expect(await shiftsInside(section)).toBe(0)

      await page.clock.runFor(500)
      await expect(figure).toHaveText(`${format(counter.numberCount)}+ ${counterText[brand]}`, {
        useInnerText: true,
      })
      // Once: scrolled away and back, it stays at the total.
      await page.evaluate(() => window.scrollTo(0, 0))
      await figure.scrollIntoViewIfNeeded()
      await page.clock.runFor(100)
      expect(await shown()).toBe(`${format(counter.numberCount)}+ ${counter.bottomTitle}`)
      expect(await shiftsInside(section)).toBe(0)
      expect(errors).toEqual([])
    })
  }

  test('shows the total at once, with no count, to visitors who prefer reduced motion', async ({ page }) => {
    const counter = blockOf<CounterDoc>('tours', 'counter')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install({ time: new Date('2026-03-02T08:00:00Z') })
    await page.goto(siteUrl('tours'))
    const section = sectionTitled(page, counter.topTitle)
    const figure = section.getByRole('paragraph')
    await expect.poll(() => isHydrated(section.getByRole('heading'))).toBe(true)
    // Nothing in flight: the hour's jump would fire a loading chunk's timeout.
    await page.waitForLoadState('networkidle')
    await page.clock.pauseAt(new Date('2026-03-02T09:00:00Z'))
    await figure.scrollIntoViewIfNeeded()
    await expect.poll(() => isHydrated(figure)).toBe(true)
    for (const elapsed of [0, 1, 50, 500]) {
      await page.clock.runFor(elapsed)
      await expect(figure).toHaveText(`${format(counter.numberCount)}+ ${counter.bottomTitle}`, {
        useInnerText: true,
      })
    }
  })
})

for (const { brand, width } of brandsAndWidths) {
  test.describe(`the ${brand} home page at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
    })

    test('the overview opens and closes its text with the keyboard, then leads on to its tiles', async ({
      page,
    }) => {
      const overview = blockOf<OverviewDoc>(brand, 'overview')
      await page.goto(siteUrl(brand))
      const section = sectionTitled(page, overview.title)
      const expander = section.locator('summary')
      const more = section.locator('details > :not(summary)')
      await expect(expander).toHaveAccessibleName(`Read more about ${overview.title}`)
      await expect(more).toBeHidden()

      await expander.focus()
      await page.keyboard.press('Enter')
      await expect(more).toBeVisible()
      await expect(expander).toHaveAccessibleName(`Read less about ${overview.title}`)
      await expect(section.locator('details')).toHaveAttribute('open', '')
      // Open, the page is as accessible as closed.
      const { violations } = await new AxeBuilder({ page }).include('main').analyze()
      expect(
        violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
      ).toEqual([])

      await page.keyboard.press('Space')
      await expect(more).toBeHidden()
      await expect(expander).toHaveAccessibleName(`Read more about ${overview.title}`)

      await page.keyboard.press('Tab')
      await expect(section.getByRole('link', { name: overview.tiles[0]!.label })).toBeFocused()
      const tiles = section.getByRole('listitem')
      await expect(tiles).toHaveText(overview.tiles.map((tile) => tile.label))
      expect(await noHorizontalOverflow(page)).toBe(true)
    })

    test('the offer links go to /{slug} in the same tab, and elsewhere in a new tab when flagged', async ({
      page,
    }) => {
      const offers = blockOf<OfferDoc>(brand, 'offerLinks')
      await page.goto(siteUrl(brand))
      const section = sectionTitled(page, offers.title)
      for (const offer of offers.sections) {
        await expect(section.getByRole('heading', { name: offer.title })).toBeVisible()
      }
      const links = offers.sections.flatMap((offer) => offer.links)
      for (const link of links) {
        const anchor = section.getByRole('link', { name: linkName(brand, link), exact: true })
        await expect(anchor).toBeVisible()
        if (link.internalLink) {
          const slug = link.reference!._ref.replace(`page-${brand}-`, '')
          await expect(anchor).toHaveAttribute('href', `/${slug}`)
          await expect(anchor).not.toHaveAttribute('target')
        } else {
          await expect(anchor).toHaveAttribute('href', serviceOf(brand, link)?.url ?? link.link!)
          if (link.link?.startsWith('/')) {
            // A path of this site, such as the list of offers: the same tab.
            await expect(anchor).not.toHaveAttribute('target')
          } else {
            await expect(anchor).toHaveAttribute('target', link.newTab ? '_blank' : /^$/)
            await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer')
          }
        }
      }
      expect(await noHorizontalOverflow(page)).toBe(true)

      const internal = links.find((link) => link.internalLink)!
      await section.getByRole('link', { name: internal.label, exact: true }).click()
      await expect(page).toHaveURL(
        siteUrl(brand, `/${internal.reference!._ref.replace(`page-${brand}-`, '')}`),
      )
    })

    test('the synergy items show their pictures at their size, with their links', async ({ page }) => {
      const synergy = blockOf<SynergyDoc>(brand, 'synergy')
      await page.goto(siteUrl(brand))
      const section = sectionTitled(page, synergy.title)
      const items = section.getByRole('listitem')
      await expect(items.getByRole('heading')).toHaveText(synergy.items.map((item) => item.title))
      for (const image of await section.getByRole('img').all()) {
        await image.scrollIntoViewIfNeeded()
        await expect(image).toHaveJSProperty('complete', true)
        expect(await image.boundingBox()).toMatchObject({ width: 88, height: 88 })
      }
      for (const { link } of synergy.items) {
        if (!link) continue
        await expect(section.getByRole('link', { name: linkName(brand, link), exact: true })).toBeVisible()
      }
      expect(await noHorizontalOverflow(page)).toBe(true)
    })

    test('nothing in the four blocks shifts while the page loads and is scrolled through', async ({
      page,
    }) => {
      await recordLayoutShifts(page)
      await page.goto(siteUrl(brand))
      const sections = [
        blockOf<OfferDoc>(brand, 'offerLinks').title,
        blockOf<OverviewDoc>(brand, 'overview').title,
        blockOf<SynergyDoc>(brand, 'synergy').title,
        blockOf<CounterDoc>(brand, 'counter').topTitle,
      ].map((title) => sectionTitled(page, title))
      for (const section of sections) {
        await section.scrollIntoViewIfNeeded()
        for (const image of await section.getByRole('img').all()) {
          await expect(image).toHaveJSProperty('complete', true)
        }
      }
      await page.waitForLoadState('networkidle')
      for (const section of sections) expect(await shiftsInside(section)).toBe(0)
    })
  })
}
