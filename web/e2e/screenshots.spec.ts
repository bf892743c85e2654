import { test, type Page } from '@playwright/test'
import { sites } from '@travel/config'
import { sitemapOf } from './helpers/links'
import { pageById, pagesOf, settingsOf } from './helpers/seed'
import { siteUrl } from './helpers/server'

// Screenshots for a person to review, not a comparison: each site's home, a destination page,
// an offer, its enquiry page and its tailor-made wizard, at a phone's width and a laptop's, whole. They are
// attached to each test (the HTML report, playwright-report/, shows them) and kept in the test's
// folder under test-results/. Nothing is asserted beyond the page loading.

const WIDTHS = [390, 1280] as const

/** The pages of a site worth a look, by what they are; a brand without one has none listed. */
async function reviewPages(
  request: Parameters<typeof sitemapOf>[0],
  siteId: string,
  brand: string,
): Promise<{ name: string; path: string }[]> {
  const paths = (await sitemapOf(request, siteId)).map((url) => new URL(url).pathname)
  const destination = paths.find((path) => path.startsWith('/tour-destination/'))
  const offer = paths.find((path) => path.startsWith('/offers/'))
  const enquiryPage = settingsOf(brand).enquiryPage
  const enquiry = enquiryPage ? `/${pageById(enquiryPage._ref).slug.current}` : undefined
  const wizard = pagesOf(brand).find((page) =>
    page.blocks?.some((block) => block._type === 'tailorMadeWizard'),
  )
  const listed = [
    { name: 'home', path: '/' },
    ...(destination ? [{ name: 'destination', path: destination }] : []),
    ...(offer ? [{ name: 'offer', path: offer }] : []),
    ...(enquiry ? [{ name: 'enquiry', path: enquiry }] : []),
    ...(wizard ? [{ name: 'wizard', path: `/${wizard.slug.current}` }] : []),
  ]
  // Golf's enquiry page is its wizard: one look is enough.
  return listed.filter((page, index) => listed.findIndex((other) => other.path === page.path) === index)
}

/** Scrolls the whole page once, so pictures that load on approach are in the shot. */
async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      // A painted frame at each step: what comes into view starts loading.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}

for (const site of sites) {
  test(`screenshots of ${site.id}'s home, destination, offer, enquiry and wizard pages at ${WIDTHS.join(' and ')} px`, async ({
    page,
    request,
  }, testInfo) => {
    test.slow()
    // Carousels hold still, so a shot shows each one's first slide.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const { name, path } of await reviewPages(request, site.id, site.brand)) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(siteUrl(site.id, path))
        await loadWholePage(page)
        const file = testInfo.outputPath(`${site.id}-${name}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true })
        await testInfo.attach(`${site.id} ${name} at ${width} px`, { path: file, contentType: 'image/png' })
      }
    }
  })
}
