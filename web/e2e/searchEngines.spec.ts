import { expect, test } from '@playwright/test'
import { sites } from '@travel/config'
import { requestAs } from './helpers/http'
import { siteUrl } from './helpers/server'

/** A GET with the Host header as given: a production domain is served by this server too. */
const get = (path: string, host: string) => requestAs(host, path)

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]

for (const site of sites) {
  const domain = site.domains[0]!

  test(`${site.id}: robots.txt and the sitemap answer, and every page listed has that address as canonical`, async () => {
    const robots = await get('/robots.txt', domain)
    expect(robots.status).toBe(200)
    expect(robots.body).toContain(`Sitemap: https://${domain}/sitemap.xml`)

    const sitemap = await get('/sitemap.xml', domain)
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers['content-type']).toContain('application/xml')
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
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

test("a form's confirmation page (cruises' /thank-you) is not in the sitemap and asks not to be indexed", async () => {
  const domain = 'tidewatercruises.com.au'
  const sitemap = await get('/sitemap.xml', domain)
  expect(sitemap.body).toContain(`<loc>https://${domain}/stay-in-touch</loc>`)
  expect(sitemap.body).not.toContain('thank-you')
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
