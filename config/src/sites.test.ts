import { brandIds, brands } from './brands'
import { DEFAULT_SITE_ID, getSite, hostname, siteForHost, sites, sitesOfBrand } from './sites'

describe('site registry', () => {
  it('has unique site ids and domains, each site of a known brand', () => {
    const domains = sites.flatMap((site) => site.domains)
    expect(new Set(sites.map((site) => site.id)).size).toBe(sites.length)
    expect(new Set(domains).size).toBe(domains.length)
    for (const site of sites) expect(brandIds).toContain(site.brand)
  })

  it('serves several brands with different themes', () => {
    const served = new Set(sites.map((site) => site.brand))
    expect(served.size).toBeGreaterThanOrEqual(2)
    const primaries = [...served].map((brand) => brands[brand].theme.colors.primary)
    expect(new Set(primaries).size).toBe(primaries.length)
  })

  it('serves one brand as two sites with different company codes and domains', () => {
    const tours = sitesOfBrand('tours')
    expect(tours.map((site) => site.id)).toEqual(['tours', 'tours-nz'])
    expect(tours[0]!.companyCode).not.toBe(tours[1]!.companyCode)
    expect(tours[0]!.domains).not.toEqual(tours[1]!.domains)
  })

  it("names each site's booking site by its origin alone, https, on none of the sites' own domains", () => {
    const domains = new Set<string>(sites.flatMap((site) => site.domains))
    for (const site of sites) {
      const url = new URL(site.bookingOrigin)
      expect(url.protocol).toBe('https:')
      expect(url.origin).toBe(site.bookingOrigin)
      expect(domains.has(url.hostname)).toBe(false)
    }
  })

  it('sends each tours market to its own booking site, priced in its currency', () => {
    expect(sitesOfBrand('tours').map((site) => site.bookingOrigin)).toEqual([
      'https://book.wayfarertours.com.au',
      'https://book.wayfarertours.co.nz',
    ])
  })
})

describe('siteForHost', () => {
  it.each([
    ['wayfarertours.com.au', 'tours'],
    ['www.wayfarertours.co.nz', 'tours-nz'],
    ['TideWaterCruises.com.au:443', 'cruises'],
    ['golf.localhost:3000', 'golf'],
    ['tours-nz.localhost', 'tours-nz'],
    ['rail.localhost.', 'rail'],
  ])('%s is %s', (host, siteId) => {
    expect(siteForHost(host).id).toBe(siteId)
  })

  it.each(['localhost:3000', '127.0.0.1:3000', 'unknown.localhost', 'preview-123.vercel.app', '', null])(
    '%s serves the default site',
    (host) => {
      expect(siteForHost(host).id).toBe(DEFAULT_SITE_ID)
    },
  )

  it('lets the environment choose the default site', () => {
    expect(siteForHost('localhost', 'cruises').id).toBe('cruises')
    expect(siteForHost('localhost', 'no-such-site').id).toBe(sites[0].id)
  })

  it('strips ports, including after IPv6 addresses', () => {
    expect(hostname('[::1]:3000')).toBe('[::1]')
    expect(hostname('Example.COM:80')).toBe('example.com')
  })

  it('finds sites by id only when they exist', () => {
    expect(getSite('cruises')?.brand).toBe('cruises')
    expect(getSite('nope')).toBeUndefined()
  })
})
