import { brandIds, brands } from './brands'
import { markets } from './markets'
import { offsetAt } from './clock'
import {
  brandSiteInMarket,
  brandTimeZone,
  DEFAULT_SITE_ID,
  getSite,
  hostname,
  marketOf,
  siteForHost,
  siteOfHost,
  siteOrBrandTimeZone,
  sites,
  sitesOfBrand,
} from './sites'

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

describe("a site's clock", () => {
  it('keeps each market’s time: Auckland for the New Zealand site, Sydney for the rest', () => {
    // The store's day totals count in these zones (web/src/server/submissions/dayTotals.ts): a
    // change here takes a migration that adds them up again (addUpStoredSubmissions).
    expect(Object.fromEntries(sites.map((site) => [site.id, site.timeZone]))).toEqual({
      tours: 'Australia/Sydney',
      'tours-nz': 'Pacific/Auckland',
      cruises: 'Australia/Sydney',
      golf: 'Australia/Sydney',
      rail: 'Australia/Sydney',
    })
    expect(brandTimeZone('tours')).toBe('Australia/Sydney')
    expect(siteOrBrandTimeZone('tours', 'tours-nz')).toBe('Pacific/Auckland')
    expect(siteOrBrandTimeZone('tours')).toBe('Australia/Sydney')
    // Another brand's site is no site of this brand: the brand's own clock.
    expect(siteOrBrandTimeZone('golf', 'tours-nz')).toBe('Australia/Sydney')
    expect(brandTimeZone('nobody')).toBe(sites[0].timeZone)
  })

  it('is a whole number of hours from UTC, summer and winter, so hourly counts fold into its days', () => {
    // The Submissions tool counts per UTC hour and folds the hours into a site's days
    // (countsPerFormPerDay): a zone such as Adelaide's (+9:30) would split an hour across two days.
    for (const site of sites) {
      for (const moment of [Date.parse('2027-01-15T00:00:00Z'), Date.parse('2027-07-15T00:00:00Z')]) {
        expect(offsetAt(moment, site.timeZone) % 3_600_000).toBe(0)
      }
    }
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

describe('siteOfHost', () => {
  it.each([
    ['www.wayfarertours.co.nz', 'tours-nz'],
    ['fairwaygolfjourneys.com', 'golf'],
    ['tours.localhost:3204', 'tours'],
  ])('%s is %s', (host, siteId) => {
    expect(siteOfHost(host)?.id).toBe(siteId)
  })

  it.each(['localhost:3000', 'unknown.localhost', 'www.smartraveller.gov.au', '', null])(
    '%s is no site of ours',
    (host) => {
      expect(siteOfHost(host)).toBeUndefined()
    },
  )
})

describe('markets', () => {
  it("gives New Zealand's site New Zealand's travel advice and insurance, every other site Australia's", () => {
    expect(marketOf(getSite('tours-nz')!).travelAdvice).toEqual({
      name: 'SafeTravel',
      url: 'https://www.safetravel.govt.nz/',
    })
    expect(marketOf(getSite('tours-nz')!).travelInsurance.url).toBe('https://www.covermore.co.nz/')
    for (const site of sites.filter((each) => each.id !== 'tours-nz')) {
      expect(marketOf(site).travelAdvice.url).toBe('https://www.smartraveller.gov.au/')
      expect(marketOf(site).travelInsurance.url).toBe('https://www.covermore.com.au/')
    }
  })

  it('serves each market its own services, each a full https address', () => {
    for (const market of Object.values(markets)) {
      for (const link of [market.travelAdvice, market.travelInsurance]) {
        expect(new URL(link.url).protocol).toBe('https:')
      }
    }
    const hosts = (kind: 'travelAdvice' | 'travelInsurance') =>
      Object.values(markets).map((market) => new URL(market[kind].url).host)
    expect(new Set(hosts('travelAdvice')).size).toBe(Object.keys(markets).length)
    expect(new Set(hosts('travelInsurance')).size).toBe(Object.keys(markets).length)
  })

  it("sends a link to a brand to its site in the visitor's market, else to its first site", () => {
    expect(brandSiteInMarket('tours', 'NZ')?.id).toBe('tours-nz')
    expect(brandSiteInMarket('tours', 'AU')?.id).toBe('tours')
    expect(brandSiteInMarket('golf', 'NZ')?.id).toBe('golf')
  })
})
