import { expect, test } from '@playwright/test'
import { brands, getSite, markets, siteOfHost, sitesOfBrand, type Site } from '@travel/config'
import { anchorsIn, sitePages } from './helpers/links'
import { E2E_PORT, E2E_SANDBOX_URL, siteUrl } from './helpers/server'

// Issue 46 §5: each brand stays itself, in each market. The New Zealand site links New Zealand's
// travel advice and insurance and the New Zealand sites of its sister brands; golf's links to
// another brand's site name that brand and say that they leave the site; golf's headline trips
// have golf pages. Over every page of each site's sitemap, as the server renders it.

const hostOf = (url: string) => new URL(url).host

/**
 * Whether a link sends a visitor of the site's market elsewhere: another market's travel advice
 * or insurance, or a brand's site for another market when the brand has one for theirs.
 */
function foreignTo(site: Site): (url: URL) => boolean {
  const services = Object.values(markets)
    .filter((market) => market.id !== site.market)
    .flatMap((market) => [hostOf(market.travelAdvice.url), hostOf(market.travelInsurance.url)])
  return (url) => {
    if (services.includes(url.host)) return true
    const linked = siteOfHost(url.host)
    return Boolean(
      linked &&
      linked.market !== site.market &&
      sitesOfBrand(linked.brand).some((other) => other.market === site.market),
    )
  }
}

test("no page of the New Zealand site links Australia's travel advice, insurance or sites", async ({
  request,
}) => {
  test.setTimeout(120_000)
  const site = getSite('tours-nz')!
  const foreign = foreignTo(site)
  // What the issue found, and Wayfarer's Australian site, in this build's names and in production.
  for (const url of [
    'https://www.smartraveller.gov.au/',
    'https://www.covermore.com.au/',
    'https://www.wayfarertours.com.au/',
    `http://tours.localhost:${E2E_PORT}/`,
  ])
    expect(foreign(new URL(url)), url).toBe(true)

  const pages = await sitePages(request, site.id)
  expect(pages.length).toBeGreaterThan(20)
  const hosts = new Set<string>()
  const wrong: string[] = []
  // No page's text names Australia's travel advice (the link's label or a line of text).
  const textOf = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, ' ').replace(/<[^>]*>/g, ' ')
  const named = pages.filter(({ html }) => textOf(html).includes(markets.AU.travelAdvice.name))
  expect(named.map(({ page }) => page)).toEqual([])
  for (const { page, html } of pages) {
    for (const { href, text } of anchorsIn(html)) {
      if (/^(mailto|tel|javascript):|^#/i.test(href)) continue
      const url = new URL(href, page)
      hosts.add(url.host)
      if (foreign(url)) wrong.push(`${url.href} “${text}” (on ${page})`)
    }
  }
  expect(wrong, 'links that leave New Zealand visitors in Australia').toEqual([])
  // Its own market's services are linked in their place.
  expect([...hosts]).toEqual(
    expect.arrayContaining([hostOf(markets.NZ.travelAdvice.url), hostOf(markets.NZ.travelInsurance.url)]),
  )
})

test("every link of golf's pages to another brand's site names the brand and says that it leaves", async ({
  request,
}) => {
  test.setTimeout(120_000)
  const golf = getSite('golf')!
  const pages = await sitePages(request, golf.id)
  expect(pages.length).toBeGreaterThan(20)
  const leaving: string[] = []
  const wrong: string[] = []
  for (const { page, html } of pages) {
    for (const { href, text } of anchorsIn(html)) {
      if (!URL.canParse(href, page)) continue
      const linked = siteOfHost(new URL(href, page).host)
      if (!linked || linked.brand === golf.brand) continue
      leaving.push(text)
      const brandName = brands[linked.brand].name
      if (!text.includes(brandName) || !text.includes('(leaves this site)'))
        wrong.push(`${href} “${text}” (on ${page}): expected ${brandName} and (leaves this site)`)
    }
  }
  expect(wrong).toEqual([])
  // The menu's entries for tours' destinations (on every page) and the home page's sister brands.
  expect(leaving).toEqual(
    expect.arrayContaining([
      'Japan Wayfarer Tours (leaves this site)',
      'France Wayfarer Tours (leaves this site)',
      'Visit Tidewater Cruises (opens in a new tab) (leaves this site)',
    ]),
  )
})

test("golf's four headline trips, and its menu's Vietnam, open golf's own destination pages", async ({
  page,
}) => {
  await page.goto(siteUrl('golf'))
  const headlines = page
    .locator('section', { has: page.getByRole('heading', { name: 'Four destinations we know by heart' }) })
    .getByRole('heading', { level: 3 })
  await expect(headlines).toHaveText([
    'Scotland: The Kingdom of Fife',
    'Portugal: Algarve Sun',
    'New Zealand: The Grand Tour',
    'Vietnam: The Central Coast',
  ])
  // Each headline trip is on golf's own page of its destination, which the menu opens.
  const menu = page.getByRole('navigation', { name: 'Destinations', includeHidden: true })
  const destinations: Record<string, string> = {}
  for (const name of ['Scotland', 'Portugal', 'New Zealand', 'Vietnam']) {
    const link = menu.getByRole('link', { name, exact: true, includeHidden: true }).first()
    const href = await link.getAttribute('href')
    expect(href, name).toMatch(/^\/tour-destination\/[a-z-]+\/[a-z-]+$/)
    destinations[name] = href!
  }
  for (const trip of await headlines.allTextContents()) {
    await page.goto(siteUrl('golf', destinations[trip.split(':')[0]!]!))
    await expect(page.getByRole('heading', { level: 3, name: trip, exact: true })).toBeVisible()
  }
  // In the menu's closed panel: golf's own page, named alone.
  const menuVietnam = page
    .getByRole('navigation', { name: 'Destinations', includeHidden: true })
    .getByRole('link', { name: 'Vietnam', exact: true, includeHidden: true })
    .first()
  await expect(menuVietnam).toHaveAttribute('href', '/tour-destination/asia-pacific/vietnam')

  await page.goto(siteUrl('golf', destinations['Vietnam']!))
  await expect(page).toHaveURL(siteUrl('golf', '/tour-destination/asia-pacific/vietnam'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dune courses and twilight rounds beside the South China Sea',
  )
  const packages = page
    .getByRole('heading', { name: 'Our Vietnam golf holidays' })
    .locator('xpath=ancestor::section[1]')
  await expect(
    packages.getByRole('link', { name: 'Book Now: Vietnam Coast Golf: Da Nang & Hoi An' }),
  ).toHaveAttribute('href', `${E2E_SANDBOX_URL}/en/golfs/detail/GF-VN-6`)
})
