import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { installStoppedClock, letTimePass, liveCarousel } from './helpers/carousels'
import { collectScripts } from './helpers/scripts'
import { isHydrated, recordLayoutShifts, shiftedInside, shiftsInside } from './helpers/layoutShifts'
import { pageById } from './helpers/seed'
import { siteUrl } from './helpers/server'

// The value blocks of issue 19 on their seed pages: cruises /partners and /norway-fjords-offer,
// golf /our-foundation and /why-fairway.

type Block = { _type: string; title?: string; topTitle?: string; [field: string]: unknown }
type ValueDoc = { title: string; variant: string; items: { title: string }[]; button?: { label: string } }
type LogosDoc = { title: string; partners: { alt: string }[] }
type PromoDoc = { title: string; images: { alt: string }[]; button: { label: string } }
type CountersDoc = {
  title: string
  items: { header1?: string; number: number; suffix?: string; header2: string }[]
}

const PAGES = [
  { brand: 'cruises', path: '/partners', id: 'page-cruises-partners' },
  { brand: 'cruises', path: '/norway-fjords-offer', id: 'page-cruises-norway-fjords-offer' },
  { brand: 'golf', path: '/our-foundation', id: 'page-golf-our-foundation' },
  { brand: 'golf', path: '/why-fairway', id: 'page-golf-why-fairway' },
]

const blocksOf = (id: string) => (pageById(id).blocks ?? []) as unknown as Block[]

function blockOf<Doc>(id: string, type: string, variant?: string): Doc {
  const block = blocksOf(id).find(
    (candidate) => candidate._type === type && (!variant || candidate.variant === variant),
  )
  if (!block) throw new Error(`The seed page ${id} has no ${type}`)
  return block as unknown as Doc
}

/** A block's heading: its title, or the counter's top title. */
const headingOfBlock = (block: Block) => (block.title ?? block.topTitle)!

const sectionTitled = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) })

const format = (value: number) => new Intl.NumberFormat('en-AU').format(value)

/** What is in view: the values' titles, or the images' names (the rest is hidden from the a11y tree). */
async function inView(carousel: Locator, kind: 'heading' | 'img'): Promise<string[]> {
  if (kind === 'heading') return carousel.getByRole('article').getByRole('heading').allInnerTexts()
  return Promise.all(
    (await carousel.getByRole('img').all()).map(async (image) => (await image.getAttribute('alt')) ?? ''),
  )
}

/** Axe's serious and critical findings on the page as it is now. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

// react-slick's class, in the carousel's code (ui/Carousel/carouselStyles.ts).
const CAROUSEL_CODE = 'slick-track'

test.describe('each block renders on its seed page', () => {
  for (const { brand, path, id } of PAGES) {
    for (const width of [390, 1280]) {
      test(`${brand} ${path} at ${width} px: every block's heading, nothing overflowing, no shift, axe clean`, async ({
        page,
      }) => {
        await recordLayoutShifts(page)
        await page.setViewportSize({ width, height: 900 })
        await page.goto(siteUrl(brand, path))
        const blocks = blocksOf(id)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOfBlock(blocks[0]!))
        const sections = blocks.map((block) => sectionTitled(page, headingOfBlock(block)))
        for (const section of sections) {
          await section.scrollIntoViewIfNeeded()
          await expect(section).toBeVisible()
          // A carousel hydrates as it comes into view: live before the page scrolls on.
          for (const carousel of await section.getByRole('region').all()) {
            if (await carousel.isVisible()) await expect(carousel).toHaveAttribute('data-live', 'true')
          }
          for (const image of await section.getByRole('img').all()) {
            if (await image.isVisible()) await expect(image).toHaveJSProperty('complete', true)
          }
        }
        await page.waitForLoadState('networkidle')
        for (const section of sections) expect(await shiftedInside(section)).toEqual([])
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true)
        expect(await blockingViolations(page)).toEqual([])
      })
    }
  }

  test('the static blocks show their texts, images and buttons', async ({ page }) => {
    await page.goto(siteUrl('golf', '/why-fairway'))
    const about = sectionTitled(page, 'Golf holidays planned by golfers, since 2011')
    await expect(about.getByRole('link', { name: 'Meet the team' })).toHaveAttribute('href', '/about-us')
    const agency = sectionTitled(page, 'Everything but the swing, taken care of')
    await expect(agency.getByRole('list')).toHaveCount(2)
    await expect(agency.getByRole('listitem')).toHaveCount(6)
    await expect(agency.locator('li svg')).toHaveCount(6)

    await page.goto(siteUrl('golf', '/our-foundation'))
    const foundation = sectionTitled(page, 'The Fairway Foundation')
    await expect(foundation.getByRole('img')).toHaveCount(2)

    await page.goto(siteUrl('cruises', '/partners'))
    const partner = sectionTitled(page, 'Sailing with partners who know their waters')
    await expect(partner.getByText('Our partners', { exact: true })).toBeVisible()
    await expect(partner.getByRole('link', { name: 'Speak with our cruise team' })).toHaveAttribute(
      'href',
      '/contact-us',
    )
  })
})

const value = blockOf<ValueDoc>('page-cruises-partners', 'valueCarousel')
const oneCard = blockOf<ValueDoc>('page-golf-why-fairway', 'valueCarousel')
const logos = blockOf<LogosDoc>('page-cruises-partners', 'partnerLogos')
const promo = blockOf<PromoDoc>('page-cruises-norway-fjords-offer', 'cruisePromo')

const CAROUSELS = [
  {
    name: 'the two-to-a-view value carousel',
    brand: 'cruises',
    path: '/partners',
    width: 1280,
    title: value.title,
    interval: 8000,
    perView: 2,
    kind: 'heading' as const,
    names: value.items.map((item) => item.title),
  },
  {
    name: 'the one-card value carousel',
    brand: 'golf',
    path: '/why-fairway',
    width: 1280,
    title: oneCard.title,
    interval: 8000,
    perView: 1,
    kind: 'heading' as const,
    names: oneCard.items.map((item) => item.title),
  },
  {
    name: 'the partner logos',
    brand: 'cruises',
    path: '/partners',
    width: 1280,
    title: logos.title,
    interval: 6000,
    perView: 4,
    kind: 'img' as const,
    names: logos.partners.map((partner) => partner.alt),
  },
  {
    name: 'the promo’s images on a phone',
    brand: 'cruises',
    path: '/norway-fjords-offer',
    width: 390,
    title: promo.title,
    interval: 4000,
    perView: 1,
    kind: 'img' as const,
    names: promo.images.map((image) => image.alt),
  },
]

for (const { name, brand, path, width, title, interval, perView, kind, names } of CAROUSELS) {
  /** The names in view when the carousel starts at item `first`, looping at the end. */
  const expected = (first: number) =>
    Array.from({ length: perView }, (_, index) => names[(first + index) % names.length]!)

  test.describe(`${name} (${brand} ${path}, ${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await installStoppedClock(page)
    })

    test(`moves on every ${interval / 1000} s and loops; not while hovered or focused`, async ({ page }) => {
      await page.goto(siteUrl(brand, path))
      const carousel = await liveCarousel(page, title)
      await page.mouse.move(0, 0)
      expect(await inView(carousel, kind)).toEqual(expected(0))
      await letTimePass(page, interval - 600)
      expect(await inView(carousel, kind)).toEqual(expected(0))
      await letTimePass(page, 1200)
      await expect.poll(() => inView(carousel, kind)).toEqual(expected(1))
      // On round, back to the first.
      await letTimePass(page, (names.length - 1) * interval)
      await expect.poll(() => inView(carousel, kind)).toEqual(expected(0))
      // The slide ends on the clock too: let it settle before pointing at it.
      await letTimePass(page, 600)

      await carousel
        .getByRole(kind === 'img' ? 'img' : 'article')
        .first()
        .hover()
      await letTimePass(page, 3 * interval)
      expect(await inView(carousel, kind)).toEqual(expected(0))
      await page.mouse.move(0, 0)
      await letTimePass(page, interval + 600)
      await expect.poll(() => inView(carousel, kind)).toEqual(expected(1))

      await carousel.getByRole('button', { name: 'Previous slide' }).focus()
      await letTimePass(page, 3 * interval)
      expect(await inView(carousel, kind)).toEqual(expected(1))
      await carousel.getByRole('button', { name: 'Previous slide' }).blur()
      await letTimePass(page, interval + 600)
      await expect.poll(() => inView(carousel, kind)).toEqual(expected(2))
    })

    test('stops for good with its pause control, and plays again with it', async ({ page }) => {
      await page.goto(siteUrl(brand, path))
      const carousel = await liveCarousel(page, title)
      const rotation = carousel.getByRole('button', { name: /automatic slide show$/ })
      await rotation.click()
      await expect(rotation).toHaveAccessibleName('Start automatic slide show')
      await rotation.blur()
      await page.mouse.move(0, 0)
      await letTimePass(page, 3 * interval)
      expect(await inView(carousel, kind)).toEqual(expected(0))
      await rotation.click()
      await expect(rotation).toHaveAccessibleName('Stop automatic slide show')
      await rotation.blur()
      await page.mouse.move(0, 0)
      await letTimePass(page, interval + 600)
      await expect.poll(() => inView(carousel, kind)).toEqual(expected(1))
    })

    test('never moves on its own under reduced motion, and shows its dots', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(siteUrl(brand, path))
      const carousel = await liveCarousel(page, title)
      await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible()
      await expect(carousel.getByRole('button', { name: /^Show slide/ })).toHaveCount(names.length)
      await letTimePass(page, 3 * interval)
      expect(await inView(carousel, kind)).toEqual(expected(0))
    })
  })
}

test.describe('the cruise-partner promo', () => {
  test('is a carousel on a phone: its code loads as it comes into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    const scripts = collectScripts(page)
    await page.goto(siteUrl('cruises', '/norway-fjords-offer'))
    const section = sectionTitled(page, promo.title)
    await expect(section.getByRole('region', { name: promo.title })).toBeVisible()
    // The row's images are not shown, and not fetched.
    await expect(section.locator('ul:not(.slick-dots)').first()).toBeHidden()
    await liveCarousel(page, promo.title)
    await expect.poll(scripts).toContain(CAROUSEL_CODE)
    await expect(section.getByRole('link', { name: promo.button.label })).toBeVisible()
  })

  test('is a row of three on a wide screen, with no carousel code at all', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const scripts = collectScripts(page)
    await page.goto(siteUrl('cruises', '/norway-fjords-offer'))
    const section = sectionTitled(page, promo.title)
    await expect(section.getByRole('region')).toBeHidden()
    const images = section.getByRole('img')
    await expect(images).toHaveCount(3)
    expect(await Promise.all((await images.all()).map((image) => image.getAttribute('alt')))).toEqual(
      promo.images.map((image) => image.alt),
    )
    const boxes = await Promise.all((await images.all()).map((image) => image.boundingBox()))
    expect(new Set(boxes.map((box) => Math.round(box?.y ?? -1))).size).toBe(1)
    expect(boxes.every((box) => (box?.width ?? 0) > 300)).toBe(true)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    expect(await scripts()).not.toContain(CAROUSEL_CODE)
  })

  test('a page without a carousel loads no carousel code', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const scripts = collectScripts(page)
    await page.goto(siteUrl('golf', '/about-us'))
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    expect(await scripts()).not.toContain(CAROUSEL_CODE)
  })
})

test.describe('the counters', () => {
  const groups = [
    {
      brand: 'cruises',
      path: '/partners',
      block: blockOf<CountersDoc>('page-cruises-partners', 'counterGroup'),
    },
    {
      brand: 'golf',
      path: '/why-fairway',
      block: blockOf<CountersDoc>('page-golf-why-fairway', 'counterGroup'),
    },
  ]
  const figureText = (item: CountersDoc['items'][number], shown: string) =>
    // The line above the number is in capitals (text-transform), as innerText reads it.
    [item.header1?.toUpperCase(), shown, item.header2].filter(Boolean).join(' ')
  const totals = (block: CountersDoc) =>
    block.items.map((item) => figureText(item, `${format(item.number)}${item.suffix ?? ''}`))
  const shownOf = async (section: Locator) =>
    (await section.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())

  test('hold their totals in the server HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const { brand, path, block } of groups) {
      await page.goto(siteUrl(brand, path))
      const section = sectionTitled(page, block.title)
      await section.scrollIntoViewIfNeeded()
      expect(await shownOf(section)).toEqual(totals(block))
    }
    await context.close()
  })

  for (const { brand, path, block } of groups) {
    for (const width of [390, 1280]) {
      test(`on ${brand} ${path} at ${width} px count from 0 once scrolled into view, by ceil(total/500) a ms`, async ({
        page,
      }) => {
        await recordLayoutShifts(page)
        await page.clock.install({ time: new Date('2026-03-02T08:00:00Z') })
        await page.setViewportSize({ width, height: 800 })
        await page.goto(siteUrl(brand, path))
        const section = sectionTitled(page, block.title)
        await expect.poll(() => isHydrated(section.getByRole('heading', { name: block.title }))).toBe(true)
        // Nothing in flight: the hour's jump would fire a loading chunk's timeout.
        await page.waitForLoadState('networkidle')
        await page.clock.pauseAt(new Date('2026-03-02T09:00:00Z'))
        await page.clock.runFor(2_000)
        expect(await shownOf(section)).toEqual(totals(block))

        await section.getByRole('list').scrollIntoViewIfNeeded()
        await expect
          .poll(() => shownOf(section))
          .toEqual(block.items.map((item) => figureText(item, `0${item.suffix ?? ''}`)))
        expect(await shiftsInside(section)).toBe(0)
        await page.clock.runFor(100)
        const midway = await shownOf(section)
        block.items.forEach((item, index) => {
          const step = Math.ceil(item.number / 500)
          const text = midway[index]!
          const number = text.slice((item.header1 ?? '').length, text.length - item.header2.length)
          const shown = Number(number.replace(/\D/g, ''))
          expect(shown % step).toBe(0)
          expect(shown).toBeLessThanOrEqual(Math.min(item.number, 100 * step))
          if (item.number > 100 * step) expect(shown).toBeGreaterThan(0)
        })
        expect(await shiftsInside(section)).toBe(0)
        await page.clock.runFor(600)
        await expect.poll(() => shownOf(section)).toEqual(totals(block))
        expect(await shiftsInside(section)).toBe(0)
      })
    }
  }

  // Every number the count passes through, drawn where the count draws it: the figure's box and
  // the number's start stay put. A brand's figures need not be of one width (Playfair Display's
  // "10" is wider than its "14"), and which numbers a visitor sees depends on the frames their
  // machine paints, so each is laid out here in turn rather than left to the clock.
  test('keep their place whatever number the count shows', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const { brand, path, block } of groups) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(siteUrl(brand, path))
        const section = sectionTitled(page, block.title)
        await section.getByRole('list').scrollIntoViewIfNeeded()
        await page.waitForLoadState('networkidle')
        const totalsOf = block.items.map((item) => ({ total: item.number, suffix: item.suffix ?? '' }))
        const moved = await section.getByRole('list').evaluate((list, figures) => {
          const format = (value: number, suffix: string) =>
            `${new Intl.NumberFormat('en-AU').format(value)}${suffix}`
          // Where the figure's box is, and where the number shown in it starts.
          const placeOf = (box: Element, count: Element) => {
            const { left, top, width, height } = box.getBoundingClientRect()
            const start = count.getBoundingClientRect()
            return `box ${left},${top} ${width}x${height}, number at ${start.left},${start.top}`
          }
          const found: string[] = []
          const twins = list.querySelectorAll('[aria-hidden="true"]')
          figures.forEach(({ total, suffix }, index) => {
            const box = twins[index]!.parentElement!
            const count = twins[index]!.nextElementSibling!
            const text = count.firstChild!
            const before = placeOf(box, count)
            const step = Math.ceil(total / 500)
            for (let value = 0; value <= total; value += step) {
              text.nodeValue = format(value, suffix)
              const now = placeOf(box, count)
              if (now !== before) found.push(`${format(value, suffix)}: ${before} -> ${now}`)
            }
            text.nodeValue = format(total, suffix)
          })
          return found
        }, totalsOf)
        expect(moved, `${brand} ${path} at ${width} px`).toEqual([])
      }
    }
  })

  test('show their totals at once under reduced motion', async ({ page }) => {
    const { brand, path, block } = groups[0]!
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install({ time: new Date('2026-03-02T08:00:00Z') })
    await page.goto(siteUrl(brand, path))
    const section = sectionTitled(page, block.title)
    await expect.poll(() => isHydrated(section.getByRole('heading', { name: block.title }))).toBe(true)
    // Nothing in flight: the hour's jump would fire a loading chunk's timeout.
    await page.waitForLoadState('networkidle')
    await page.clock.pauseAt(new Date('2026-03-02T09:00:00Z'))
    await section.getByRole('list').scrollIntoViewIfNeeded()
    await expect.poll(() => isHydrated(section.getByRole('list'))).toBe(true)
    for (const elapsed of [0, 1, 50, 500]) {
      await page.clock.runFor(elapsed)
      expect(await shownOf(section)).toEqual(totals(block))
    }
  })
})
