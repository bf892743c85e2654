/**
 * The addresses a site serves that are not an editor's pages: the one list the site's router
 * (web/src/server/content/siteRoutes.ts, which reads each family's addresses here) and the
 * Studio's check of a page's slug (studio/schemas/documents/page.ts) share. The router reads a
 * family's addresses before pages, so a page given one would never show: the Studio refuses it
 * and says what owns it. A test derives the families from the router (siteRoutes.test.ts), so a
 * new one cannot be left out of this list.
 */

/** Who answers for an address: one of the router's families, or the server outside it. */
export type RouteFamily =
  'posts' | 'productEnquiries' | 'offers' | 'tourLists' | 'destinationPages' | 'server'

export interface ReservedAddress {
  /** A path without its leading '/': it, and every path under it, belongs to the family. */
  path: string
  family: RouteFamily
  /** What the address is, as the Studio tells an editor. */
  owner: string
}

export const RESERVED_ADDRESSES: readonly ReservedAddress[] = [
  { path: 'news', family: 'posts', owner: 'the list of news posts and each news post' },
  { path: 'travel-tips', family: 'posts', owner: 'the list of travel tips and each tip' },
  { path: 'press-release', family: 'posts', owner: 'the list of press releases and each release' },
  { path: 'offers', family: 'offers', owner: 'the list of current offers and each offer’s page' },
  { path: 'tours', family: 'tourLists', owner: 'the warehouse’s tour lists (/tours/{destination})' },
  {
    path: 'tour-destination',
    family: 'destinationPages',
    owner: 'the destination pages (/tour-destination/{group}/{destination})',
  },
  // The enquiry page itself (/enquire) may be a page; the enquiries about a product are not.
  { path: 'enquire/tours', family: 'productEnquiries', owner: 'the enquiries about a tour' },
  { path: 'enquire/cruises', family: 'productEnquiries', owner: 'the enquiries about a cruise' },
  { path: 'enquire/golfs', family: 'productEnquiries', owner: 'the enquiries about a golf package' },
  { path: 'enquire/rails', family: 'productEnquiries', owner: 'the enquiries about a rail journey' },
  { path: 'api', family: 'server', owner: 'the site’s API (forms, search, preview)' },
  { path: 'frontend', family: 'server', owner: 'the brochure viewer' },
]

/** What owns a page slug's address (`news/2027`: the news list and posts), or null when it is free. */
export function reservedAddressOwner(slug: string): ReservedAddress | null {
  return RESERVED_ADDRESSES.find(({ path }) => slug === path || slug.startsWith(`${path}/`)) ?? null
}

/** The addresses of a family of the router. */
export function reservedPathsOf(family: RouteFamily): string[] {
  return RESERVED_ADDRESSES.filter((address) => address.family === family).map(({ path }) => path)
}
