import { expect, test, type Page } from '@playwright/test'
import { brands, sites, type BrandId } from '@travel/config'
import { siteUrl } from './helpers/server'

// Each brand is recognisable at a glance: its own typefaces (and no other brand's font files),
// its logo, favicon, home-screen icon and web manifest. tours-nz wears Wayfarer's.

const FONT_FILE = /\/_next\/static\/media\/[^/]+\.woff2$/

/** Records the page's layout shifts (their CLS values) from its first moment; call before goto. */
async function recordShiftValues(page: Page) {
  await page.addInitScript(() => {
    const values: number[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) values.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, { __shiftValues: values })
  })
}

/**
 * Loads a site's home page and waits for its fonts: the font files it asked for, its font
 * preloads, the families the browser loaded, and its layout shift (CLS) once they are in.
 */
async function loadHome(page: Page, siteId: string) {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (FONT_FILE.test(pathname)) fontRequests.push(pathname)
  })
  await recordShiftValues(page)
  await page.goto(siteUrl(siteId))
  await page.evaluate(() => document.fonts.ready)
  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
  )
  // A screenshot paints a frame, which flushes the shifts of the last one.
  await page.screenshot()
  const cls = await page.evaluate(() =>
    (window as unknown as { __shiftValues: number[] }).__shiftValues.reduce((sum, value) => sum + value, 0),
  )
  return { fontRequests, preloads, loaded, cls }
}

/** A file of the page's site, fetched by the page (the test's own client cannot resolve <site>.localhost). */
async function fetchFromPage(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url)
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      text: await response.text(),
    }
  }, href)
}

/** The first family of an element's computed font-family, unquoted. */
async function firstFamily(page: Page, selector: string): Promise<string> {
  const family = await page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily)
  return family
    .split(',')[0]!
    .trim()
    .replace(/^["']|["']$/g, '')
}

test("each brand's home page loads its own two typefaces, preloaded, and no other brand's; nothing shifts", async ({
  browser,
}) => {
  // Four brands, each visited three times.
  test.slow()
  const filesOf = new Map<BrandId, string[]>()
  for (const brand of Object.keys(brands) as BrandId[]) {
    // The server renders the page once first (a cold render on a busy machine delays the first
    // paint unpredictably); the visit measured has a fresh browser cache.
    const warm = await browser.newPage()
    await warm.goto(siteUrl(brand))
    await warm.close()
    const context = await browser.newContext()
    const page = await context.newPage()
    const { fontRequests, preloads, loaded } = await loadHome(page, brand)
    // Two faces, heading and text, preloaded, each file fetched once (the preload is the request),
    // and both drawn by their own font rather than a fallback.
    expect(preloads, brand).toHaveLength(2)
    expect([...fontRequests].sort(), brand).toEqual([...preloads].sort())
    const heading = await firstFamily(page, 'h1')
    const body = await firstFamily(page, 'body')
    expect(heading).not.toBe(body)
    expect(loaded).toEqual(expect.arrayContaining([heading, body]))
    // Fonts on time (the next page of a visit: in the browser's cache): nothing moves.
    const next = await context.newPage()
    expect((await loadHome(next, brand)).cls, brand).toBe(0)
    filesOf.set(brand, fontRequests)
    await context.close()
  }
  // No file of one brand is asked for by another brand's page.
  const all = [...filesOf.values()].flat()
  expect(new Set(all).size).toBe(all.length)
})

test('tours-nz uses Wayfarer’s fonts, preloaded the same way', async ({ browser }) => {
  const tours = await browser.newPage()
  const toursFonts = await loadHome(tours, 'tours')
  const nz = await browser.newPage()
  const nzFonts = await loadHome(nz, 'tours-nz')
  expect(nzFonts.preloads).toEqual(toursFonts.preloads)
  expect([...nzFonts.fontRequests].sort()).toEqual([...toursFonts.fontRequests].sort())
})

// next/font's metric-matched fallback faces are Arial and Times New Roman, which Linux (this
// Chromium's) and Android lack: each typeface has its own there (theme/fontFallbacks.ts).
for (const brand of ['tours', 'cruises', 'golf', 'rail'] as const) {
  test(`${brand}'s page is drawn in its typefaces' metric-matched fallbacks while its fonts load`, async ({
    page,
  }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(FONT_FILE, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(siteUrl(brand), { waitUntil: 'domcontentloaded' })
    await expect(page.locator('h1').first()).toBeVisible()
    // The Linux fallbacks named in the heading's and the text's font stacks…
    const fallbacks = await page.evaluate(() =>
      [document.querySelector('h1')!, document.body].map(
        (element) =>
          getComputedStyle(element)
            .fontFamily.split(',')
            .map((family) => family.trim().replace(/^["']|["']$/g, ''))
            .find((family) => family.endsWith(' Linux fallback')) ?? 'none',
      ),
    )
    expect(
      fallbacks.every((family) => family !== 'none'),
      fallbacks.join(),
    ).toBe(true)
    // …are the faces the page is drawn in until its fonts arrive (next/font's own find no font here).
    const status = (families: string[]) =>
      page.evaluate(
        (names) => names.map((name) => [...document.fonts].find((face) => face.family === name)?.status),
        families,
      )
    await expect.poll(() => status(fallbacks)).toEqual(['loaded', 'loaded'])
    release()
    await page.evaluate(() => document.fonts.ready)
  })
}

/** Holds the page's font files back until it has painted with the fallback faces. */
async function holdFontsUntilPainted(page: Page): Promise<void> {
  await page.route(FONT_FILE, async (route) => {
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    await route.continue()
  })
}

// Fonts held back past the first paint (a slow connection's first page) swap in for their
// fallbacks, sized to each font's metrics: what moves then is text whose lines break otherwise.
// Within what Web Vitals calls good (0.1); on time (the test above) nothing moves.
for (const brand of ['tours', 'cruises', 'golf', 'rail'] as const) {
  for (const width of [390, 1280] as const) {
    test(`${brand}'s home page moves little at ${width} px when its fonts arrive late`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await holdFontsUntilPainted(page)
      expect((await loadHome(page, brand)).cls).toBeLessThanOrEqual(0.1)
    })
  }
}

test('a form page moves little when its fonts arrive late', async ({ page }) => {
  await holdFontsUntilPainted(page)
  await recordShiftValues(page)
  await page.goto(siteUrl('golf', '/contact-us'))
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot()
  const cls = await page.evaluate(() =>
    (window as unknown as { __shiftValues: number[] }).__shiftValues.reduce((sum, value) => sum + value, 0),
  )
  expect(cls).toBeLessThanOrEqual(0.1)
})

for (const site of sites) {
  test(`${site.id} links its brand’s favicon, home-screen icon and web manifest, which answer 200`, async ({
    page,
  }) => {
    await page.goto(siteUrl(site.id))
    const linked = async (rel: string) =>
      fetchFromPage(page, (await page.locator(`head link[rel="${rel}"]`).getAttribute('href'))!)
    const favicon = await linked('icon')
    expect(favicon.status).toBe(200)
    expect(favicon.type).toContain('image/svg+xml')
    expect(favicon.text).toContain(brands[site.brand].theme.colors.primary)
    const touchIcon = await linked('apple-touch-icon')
    expect(touchIcon.status).toBe(200)
    expect(touchIcon.type).toContain('image/png')
    const manifest = await linked('manifest')
    expect(manifest.status).toBe(200)
    const body = JSON.parse(manifest.text) as { name: string; theme_color: string; icons: { src: string }[] }
    expect(body.name).toBe(brands[site.brand].name)
    expect(body.theme_color).toBe(brands[site.brand].theme.colors.primary)
    for (const icon of body.icons) expect((await fetchFromPage(page, icon.src)).status).toBe(200)
    await expect(page.getByRole('banner').getByRole('img', { name: brands[site.brand].name })).toBeVisible()
    await expect(
      page.getByRole('contentinfo').getByRole('img', { name: brands[site.brand].name }),
    ).toBeVisible()
  })
}

test('no two brands share a favicon', async ({ page }) => {
  const favicons = new Set<string>()
  for (const brand of Object.keys(brands)) {
    await page.goto(siteUrl(brand))
    const href = await page.locator('head link[rel="icon"]').getAttribute('href')
    favicons.add((await fetchFromPage(page, href!)).text)
  }
  expect(favicons.size).toBe(Object.keys(brands).length)
})

test('at 320 px the header shows the logo, the phone number, Enquire and Menu, inside the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const site of sites) {
    await page.goto(siteUrl(site.id))
    await page.evaluate(() => document.fonts.ready)
    const header = page.getByRole('banner')
    for (const part of [
      header.getByRole('img', { name: brands[site.brand].name }),
      header.getByRole('link', { name: /^Call / }),
      header.getByRole('link', { name: 'Enquire' }),
      header.getByRole('button', { name: 'Menu' }),
    ]) {
      await expect(part, site.id).toBeInViewport({ ratio: 1 })
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), site.id).toBeLessThanOrEqual(320)
  }
})
