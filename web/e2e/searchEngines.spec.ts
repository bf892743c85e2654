import { expect, test } from '@playwright/test'
import { sites } from '@travel/config'
import { requestAs } from './helpers/http'
import { siteUrl } from './helpers/server'

/** A GET with the Host header as given: a production domain is served by this server too. */
const get = (path: string, host: string) => requestAs(host, path)

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)

/**
 * The pages a production domain's /sitemap.xml lists, read as a search engine reads it: through
 * its index when it is one, each file of which must be on the same domain and list no more than
 * the e2e server's SITEMAP_MAX_URLS (20).
 */
async function sitemapLocations(domain: string): Promise<string[]> {
  const read = async (path: string) => {
    const sitemap = await get(path, domain)
    expect(sitemap.status, path).toBe(200)
    expect(sitemap.headers['content-type'], path).toContain('application/xml')
    return sitemap.body
  }
  const sitemap = await read('/sitemap.xml')
  if (!sitemap.includes('<sitemapindex')) return locs(sitemap)
  const pages: string[] = []
  for (const file of locs(sitemap)) {
    const url = new URL(file)
    expect(url.host).toBe(domain)
    const listed = locs(await read(url.pathname))
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.length).toBeLessThanOrEqual(20)
    pages.push(...listed)
  }
  return pages
}

for (const site of sites) {
  const domain = site.domains[0]!

  test(`${site.id}: robots.txt and the sitemap answer, and every page listed has that address as canonical`, async () => {
    const robots = await get('/robots.txt', domain)
    expect(robots.status).toBe(200)
    expect(robots.body).toContain(`Sitemap: https://${domain}/sitemap.xml`)

    const locations = await sitemapLocations(domain)
    expect(locations).toContain(`https://${domain}/`)
    for (const location of locations) {
      const url = new URL(location)
      expect(url.host).toBe(domain)
      const page = await get(url.pathname, domain)
      expect(page.status, location).toBe(200)
      expect(canonicalOf(page.body), location).toBe(location)
      expect(page.headers['x-robots-tag'], location).toBeUndefined()
    }
  })
}

test('a site with more pages than one sitemap file lists (tours) names its files in a sitemap index', async () => {
  const domain = 'wayfarertours.com.au'
  const index = await get('/sitemap.xml', domain)
  expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  expect(locs(index.body).slice(0, 2)).toEqual([
    `https://${domain}/sitemap-1.xml`,
    `https://${domain}/sitemap-2.xml`,
  ])
  const files = locs(index.body).length
  expect((await get(`/sitemap-${files + 1}.xml`, domain)).status).toBe(404)
  // A site whose pages fit in one file (cruises) has no numbered files.
  expect((await get('/sitemap-1.xml', 'tidewatercruises.com.au')).status).toBe(404)
})

test("a form's confirmation page (cruises' /thank-you) is not in the sitemap and asks not to be indexed", async () => {
  const domain = 'tidewatercruises.com.au'
  const pages = await sitemapLocations(domain)
  expect(pages).toContain(`https://${domain}/stay-in-touch`)
  expect(pages.join('\n')).not.toContain('thank-you')
  const thanks = await get('/thank-you', domain)
  expect(thanks.status).toBe(200)
  expect(thanks.body).toMatch(/<meta name="robots" content="noindex"/)
  // The page it follows is indexed as usual.
  expect((await get('/stay-in-touch', domain)).body).not.toContain('noindex')
})

test('a host that is not a production domain may not be crawled, and its pages are noindex', async () => {
  const robots = await get('/robots.txt', 'golf.localhost')
  expect(robots.body).toBe('User-agent: *\nDisallow: /\n')
  const page = await get('/', 'golf.localhost')
  expect(page.status).toBe(200)
  expect(page.headers['x-robots-tag']).toBe('noindex')
  // Its canonical still names the production address.
  expect(canonicalOf(page.body)).toBe('https://fairwaygolfjourneys.com/')
})

test('the Australian and New Zealand tours sites point at each other as market alternates', async ({
  page,
}) => {
  for (const [siteId, self] of [
    ['tours', 'https://wayfarertours.com.au/about-us'],
    ['tours-nz', 'https://wayfarertours.co.nz/about-us'],
  ] as const) {
    await page.goto(siteUrl(siteId, '/about-us'))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', self)
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]))
    expect(alternates).toEqual([
      ['en-AU', 'https://wayfarertours.com.au/about-us'],
      ['en-NZ', 'https://wayfarertours.co.nz/about-us'],
      ['x-default', 'https://wayfarertours.com.au/about-us'],
    ])
  }
})

test('each page has one address: www. and a trailing slash move there for good (308)', async () => {
  const www = await get('/about-us?from=ad', 'www.wayfarertours.co.nz')
  expect(www.status).toBe(308)
  expect(www.headers.location).toBe('https://wayfarertours.co.nz/about-us?from=ad')
  const slash = await get('/about-us/', 'wayfarertours.co.nz')
  expect(slash.status).toBe(308)
  expect(slash.headers.location).toBe('/about-us')
})

test('a page shared on social networks shows its title, description and first image; the image answers', async () => {
  const page = await get('/', 'wayfarertours.com.au')
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(page.body)?.[1]
  expect(meta('og:site_name')).toBe('Wayfarer Tours')
  expect(meta('og:url')).toBe('https://wayfarertours.com.au/')
  expect(meta('og:title')).toBeTruthy()
  expect(meta('twitter:card')).toBe('summary_large_image')
  const image = new URL(meta('og:image')!.replaceAll('&amp;', '&'))
  expect(image.origin).toBe('https://wayfarertours.com.au')
  const served = await get(`${image.pathname}${image.search}`, 'wayfarertours.com.au')
  expect(served.status).toBe(200)
  expect(served.headers['content-type']).toMatch(/^image\//)
})

test('every page describes the brand as structured data, which the page never runs', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text())
  })
  await page.goto(siteUrl('tours', '/about-us'))
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')))
  expect(data).toContainEqual(
    expect.objectContaining({
      '@type': 'TravelAgency',
      name: 'Wayfarer Tours',
      url: 'https://wayfarertours.com.au/',
      contactPoint: expect.arrayContaining([
        expect.objectContaining({ telephone: '+61 1300 929 327', areaServed: 'AU' }),
      ]),
    }),
  )
  expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
})

test("the bench's framework floor page is not in a build the bench did not make", async () => {
  expect((await get('/_bench/floor', 'tours.localhost')).status).toBe(404)
})
