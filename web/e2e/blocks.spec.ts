import { expect, test, type Page } from '@playwright/test'
import { collectScripts } from './helpers/scripts'
import { homeOf } from './helpers/seed'
import { siteUrl } from './helpers/server'

/** The text of every script the page has loaded once it hydrated, before any interaction. */
async function scriptsOf(page: Page, url: string): Promise<string> {
  const loaded = collectScripts(page)
  await page.goto(url)
  return loaded()
}

// Each island or page block's own styles, minified as its chunk carries them (ContactSection.tsx,
// TailorMadeWizardBlock.tsx): the code of a block is in the page's scripts exactly when one is.
const CONTACT_SECTION_CODE = 'minmax(16rem,1fr) minmax(0,2fr)'
const WIZARD_BLOCK_CODE = 'max-width:56rem'
// The counter block's own (its caption's style, Counter.tsx); the counting number's (ui/CountUp),
// which loads as a number comes into view.
const COUNTER_CODE = 'display:block;margin-top:0.5rem;font-weight:600;letter-spacing:0.08em'
const COUNT_UP_CODE = 'white-space:nowrap;font-variant-numeric:tabular-nums'
// The news carousel block's own (its label's fallback, NewsCarousel.tsx: its title's size is the
// type scale's, shared); its cards' (NewsCard.tsx) and
// the carousel's, react-slick's with its styles (ui/Carousel/), which load as it comes into view.
const NEWS_CAROUSEL_CODE = '??"News"'
const NEWS_CARDS_CODE = 'aspect-ratio:16 / 10'
const CAROUSEL_CODE = 'slick-track'

test.describe('island and page blocks load their code only on the pages that have them', () => {
  test('a content page loads neither the contact section nor the wizard block, nor a carousel', async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, siteUrl('tours', '/about-us'))
    expect(scripts).not.toContain(CONTACT_SECTION_CODE)
    expect(scripts).not.toContain(WIZARD_BLOCK_CODE)
    expect(scripts).not.toContain(NEWS_CAROUSEL_CODE)
    expect(scripts).not.toContain(NEWS_CARDS_CODE)
    expect(scripts).not.toContain(CAROUSEL_CODE)
  })

  test('the home page loads its carousel blocks, and their cards and carousel once one comes into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    const loaded = collectScripts(page)
    await page.goto(siteUrl('tours'))
    // The page's chunks are added after its first paint (docs/hydration.md): wait for them.
    await expect.poll(loaded).toContain(NEWS_CAROUSEL_CODE)
    expect(await loaded()).not.toContain(NEWS_CARDS_CODE)
    expect(await loaded()).not.toContain(CAROUSEL_CODE)
    expect(await loaded()).not.toContain(CONTACT_SECTION_CODE)
    await page.getByRole('region', { name: newsCarouselTitle('tours') }).scrollIntoViewIfNeeded()
    await expect.poll(loaded).toContain(CAROUSEL_CODE)
    expect(await loaded()).toContain(NEWS_CARDS_CODE)
  })

  test('the contact page loads the contact section, and no wizard', async ({ page }) => {
    const scripts = await scriptsOf(page, siteUrl('tours', '/contact-us'))
    expect(scripts).toContain(CONTACT_SECTION_CODE)
    expect(scripts).not.toContain(WIZARD_BLOCK_CODE)
  })

  test('the wizard page loads the wizard block, and no contact section', async ({ page }) => {
    const scripts = await scriptsOf(page, siteUrl('tours', '/tailor-made'))
    expect(scripts).toContain(WIZARD_BLOCK_CODE)
    expect(scripts).not.toContain(CONTACT_SECTION_CODE)
  })
})

// The counter's block loads with the pages that have one; its count as it comes into view
// (HydrateOnInteraction whenVisible, docs/hydration.md).
for (const { name, url, caption } of [
  { name: 'tours home page', url: siteUrl('tours'), caption: counterCaption('tours') },
  { name: 'golf home page', url: siteUrl('golf'), caption: counterCaption('golf') },
  { name: 'tours content page', url: siteUrl('tours', '/about-us'), caption: null },
]) {
  const hasCounter = caption !== null
  test(`the ${name} loads the counter's code ${hasCounter ? 'with its counter, and its count once in view' : 'not at all: it has none'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    const loaded = collectScripts(page)
    await page.goto(url)
    // The counter's block is among the page's own chunks, which have all run once it hydrated.
    expect((await loaded()).includes(COUNTER_CODE)).toBe(hasCounter)
    expect(await loaded()).not.toContain(COUNT_UP_CODE)
    if (caption === null) return
    await page.getByText(caption).scrollIntoViewIfNeeded()
    await expect.poll(loaded).toContain(COUNT_UP_CODE)
  })
}

/** The words under a brand's home counter ('PASSENGERS TRAVEL WITH US EACH YEAR' on tours). */
function counterCaption(brand: string): string {
  const counter = homeOf(brand).blocks?.find((block) => block._type === 'counter') as
    { bottomTitle?: string } | undefined
  if (!counter?.bottomTitle) throw new Error(`The ${brand} home page has no counter in the seed`)
  return counter.bottomTitle
}

function newsCarouselTitle(brand: string): string {
  const news = homeOf(brand).blocks?.find((block) => block._type === 'newsCarousel')
  if (!news?.title) throw new Error(`The ${brand} home page has no news carousel in the seed`)
  return news.title
}

type IconStripDoc = { _type: 'iconStrip'; title: string; items: { title: string; text: string }[] }

function iconStripOf(brand: string): IconStripDoc {
  const strip = homeOf(brand).blocks?.find((block) => block._type === 'iconStrip')
  if (!strip) throw new Error(`The ${brand} home page has no icon strip in the seed`)
  return strip as unknown as IconStripDoc
}

for (const { brand, width, oneRow } of [
  { brand: 'tours', width: 1280, oneRow: true },
  { brand: 'rail', width: 390, oneRow: false },
]) {
  test(`the ${brand} home page's icon strip at ${width} px: every item with its icon, nothing overflowing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(siteUrl(brand))
    const strip = iconStripOf(brand)
    const section = page.locator('section', { has: page.getByRole('heading', { name: strip.title }) })
    const items = section.getByRole('listitem')
    await expect(items).toHaveText(strip.items.map((item) => `${item.title}${item.text}`))

    const boxes = await Promise.all((await items.all()).map((item) => item.boundingBox()))
    const icons = await Promise.all((await section.locator('svg').all()).map((icon) => icon.boundingBox()))
    expect(icons.map((icon) => [icon?.width, icon?.height])).toEqual(strip.items.map(() => [40, 40]))
    const rows = new Set(boxes.map((box) => Math.round(box?.y ?? -1)))
    // Side by side on a wide screen; stacked on a phone, each item the full width.
    expect(rows.size).toBe(oneRow ? 1 : strip.items.length)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true)
  })
}
