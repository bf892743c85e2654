import type { BrandId } from './brands'
import { markets, type Market, type MarketId } from './markets'

/**
 * A site is a brand served under one company code (the upstream `company-code` header) on one
 * or more domains: one brand may run several sites, e.g. one per market.
 * Keys and secrets never live here; they come from the environment (see env.ts).
 */
export interface Site {
  id: string
  brand: BrandId
  companyCode: string
  /** The fixed label upstreams receive as `site`. */
  siteLabel: string
  domains: string[]
  /**
   * The country whose visitors the site serves (markets.ts): the travel advice and insurance its
   * pages link, and which of a sister brand's sites its links to that brand lead to.
   */
  market: MarketId
  currency: string
  /**
   * The site's clock (an IANA zone): the days the Submissions tool filters and counts by, the
   * times its list and CSV show, "View as of", the Studio's scheduling help, default dates and the
   * end dates visitors read are all in it (clock.ts).
   */
  timeZone: string
  /** ISO 3166 region for phone number parsing. */
  phoneRegion: string
  /** The market's language tag: the hreflang search engines get for this site's pages. */
  locale: string
  /** The `source` header of passenger-portal calls (docs/upstream.md). */
  source: string
  /**
   * The booking site's origin (`https://host`, no path, no trailing slash), where products are
   * booked and enquired about: every product link (`/en/tours/detail/{code}` and its kin, the
   * `/en/tours?destination=` lists) leads there. One per site, not per brand: a booking is made
   * under the site's company code and in its currency, so Wayfarer's New Zealand site sends its
   * visitors to the New Zealand booking site. Sites may share one.
   */
  bookingOrigin: string
  /**
   * The booking origin is a guess (the `book.` host of the site's domain) that nobody at the
   * brand has confirmed: `npm run check:launch` lists it until the address is confirmed and this
   * is removed (docs/production.md).
   */
  bookingOriginIsPlaceholder?: true
}

export const sites = [
  {
    id: 'tours',
    brand: 'tours',
    companyCode: 'WFT-AU',
    siteLabel: 'wayfarertours.com.au',
    domains: ['wayfarertours.com.au', 'www.wayfarertours.com.au'],
    market: 'AU',
    currency: 'AUD',
    timeZone: 'Australia/Sydney',
    phoneRegion: 'AU',
    locale: 'en-AU',
    source: 'website',
    bookingOrigin: 'https://book.wayfarertours.com.au',
    bookingOriginIsPlaceholder: true,
  },
  {
    id: 'tours-nz',
    brand: 'tours',
    companyCode: 'WFT-NZ',
    siteLabel: 'wayfarertours.co.nz',
    domains: ['wayfarertours.co.nz', 'www.wayfarertours.co.nz'],
    market: 'NZ',
    currency: 'NZD',
    timeZone: 'Pacific/Auckland',
    phoneRegion: 'NZ',
    locale: 'en-NZ',
    source: 'website',
    bookingOrigin: 'https://book.wayfarertours.co.nz',
    bookingOriginIsPlaceholder: true,
  },
  {
    id: 'cruises',
    brand: 'cruises',
    companyCode: 'TWC-AU',
    siteLabel: 'tidewatercruises.com.au',
    domains: ['tidewatercruises.com.au', 'www.tidewatercruises.com.au'],
    market: 'AU',
    currency: 'AUD',
    timeZone: 'Australia/Sydney',
    phoneRegion: 'AU',
    locale: 'en-AU',
    source: 'website',
    bookingOrigin: 'https://book.tidewatercruises.com.au',
    bookingOriginIsPlaceholder: true,
  },
  {
    id: 'golf',
    brand: 'golf',
    companyCode: 'FGJ-AU',
    siteLabel: 'fairwaygolfjourneys.com',
    domains: ['fairwaygolfjourneys.com', 'www.fairwaygolfjourneys.com'],
    market: 'AU',
    currency: 'AUD',
    timeZone: 'Australia/Sydney',
    phoneRegion: 'AU',
    locale: 'en-AU',
    source: 'website',
    bookingOrigin: 'https://book.fairwaygolfjourneys.com',
    bookingOriginIsPlaceholder: true,
  },
  {
    id: 'rail',
    brand: 'rail',
    companyCode: 'SLR-AU',
    siteLabel: 'silverlinerail.com.au',
    domains: ['silverlinerail.com.au', 'www.silverlinerail.com.au'],
    market: 'AU',
    currency: 'AUD',
    timeZone: 'Australia/Sydney',
    phoneRegion: 'AU',
    locale: 'en-AU',
    source: 'website',
    bookingOrigin: 'https://book.silverlinerail.com.au',
    bookingOriginIsPlaceholder: true,
  },
] as const satisfies readonly Site[]

export type SiteId = (typeof sites)[number]['id']

export const DEFAULT_SITE_ID: SiteId = 'tours'

export function getSite(id: string): Site | undefined {
  return sites.find((site) => site.id === id)
}

export function sitesOfBrand(brand: BrandId): Site[] {
  return sites.filter((site) => site.brand === brand)
}

/**
 * A brand's clock, where a time is the brand's and not one site's (a famil's travel day, a post's
 * date, the Submissions tool across all of a brand's sites, the Studio's date-time fields): the
 * zone of its first site. A brand named by content (a document's `brand`, a string the schema
 * checks) that is none gets the first site's, so a malformed document still has a clock.
 */
export function brandTimeZone(brand: string | null | undefined): string {
  return (sitesOfBrand(brand as BrandId)[0] ?? sites[0]!).timeZone
}

/**
 * The clock of one of a brand's sites, or the brand's with no site chosen (another brand's site
 * counts as none): the days the Submissions tool filters and counts by.
 */
export function siteOrBrandTimeZone(brand: BrandId, siteId?: string): string {
  const site = siteId ? sitesOfBrand(brand).find(({ id }) => id === siteId) : undefined
  return site?.timeZone ?? brandTimeZone(brand)
}

/** Strips the port and a trailing dot, lowercases. `Tours.Localhost:3000` -> `tours.localhost`. */
export function hostname(host: string): string {
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!
  return withoutPort.toLowerCase().replace(/\.$/, '')
}

/**
 * The site a host names: one of a site's own domains, or `<site id>.localhost` (development and
 * the e2e build). Undefined for any other host.
 */
export function siteOfHost(host: string | null | undefined): Site | undefined {
  const name = hostname(host ?? '')
  const byDomain = sites.find((site) => (site.domains as readonly string[]).includes(name))
  if (byDomain) return byDomain
  return name.endsWith('.localhost') ? getSite(name.slice(0, -'.localhost'.length)) : undefined
}

/**
 * The site a request host is for: a site's own domain, or `<site id>.localhost` in development.
 * Any other host (bare `localhost`, an IP, a preview deployment) serves the default site.
 */
export function siteForHost(host: string | null | undefined, defaultSiteId: string = DEFAULT_SITE_ID): Site {
  return siteOfHost(host) ?? getSite(defaultSiteId) ?? sites[0]
}

/** The market a site serves, with the services its pages link there. */
export function marketOf(site: Pick<Site, 'market'>): Market {
  return markets[site.market]
}

/**
 * Where a link to a brand goes from a site of a market: the brand's site in that market, else its
 * first site (Wayfarer's New Zealand site from a New Zealand page; its Australian one from any
 * other while no brand has another New Zealand site).
 */
export function brandSiteInMarket(brand: BrandId, market: MarketId): Site | undefined {
  const ofBrand = sitesOfBrand(brand)
  return ofBrand.find((site) => site.market === market) ?? ofBrand[0]
}
