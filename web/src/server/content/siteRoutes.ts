import { isSlugSegment, type RouteFamily } from '@travel/config'
import { offerRoute } from '@/site/offers'
import { postRoute } from '@/site/posts'
import { productEnquiryRoute } from '@/site/productEnquiry'
import { tourListDestination } from './tourLists'

/**
 * The group and destination a destination page's slug names (`tour-destination/{group}/{destination}`,
 * each a slug segment by config's rule), else null.
 */
function destinationPageSlug(slug: string): { group: string; destination: string } | null {
  const [prefix, group = '', destination = '', ...rest] = slug.split('/')
  if (prefix !== 'tour-destination' || rest.length || !isSlugSegment(group) || !isSlugSegment(destination))
    return null
  return { group, destination }
}

/**
 * The site router's families of addresses that are not pages, each reading a slug as its own
 * (what it names) or not (null). The router (pages/_sites/[site]/[[...slug]].tsx and
 * loadSitePage) tries them, through this table, before a page: config's reserved addresses
 * (config/src/reservedAddresses.ts) list each family's, and the Studio refuses them to pages.
 * A family added here without its addresses there fails tsc (and siteRoutes.test.ts).
 */
export const SITE_ROUTES = {
  posts: postRoute,
  productEnquiries: productEnquiryRoute,
  offers: offerRoute,
  tourLists: tourListDestination,
  destinationPages: destinationPageSlug,
} satisfies Record<Exclude<RouteFamily, 'server'>, (slug: string) => unknown>
