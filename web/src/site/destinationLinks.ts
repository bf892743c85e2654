import { getSite, type Site } from '@travel/config'
import { productionOrigin } from './searchEngines'

/** The site whose destination pages the mega-menus of every brand link to. */
export const MAIN_TOURS_SITE_ID = 'tours'

/**
 * Where this build reaches a site: its production origin, or `http://<id>.localhost:<port>` in a
 * local build (NEXT_PUBLIC_LOCAL_SITES_PORT, set by `npm run dev` and the e2e build). Public and
 * inlined, so the server's HTML and a client-side navigation's render agree.
 */
export function siteOrigin(site: Site, localPort = process.env.NEXT_PUBLIC_LOCAL_SITES_PORT): string {
  return localPort ? `http://${site.id}.localhost:${localPort}` : productionOrigin(site)
}

type DestinationPage = { brand: string | null; group: string | null; slug: string | null }

/** A destination page's address on its brand's sites, `/tour-destination/{group}/{slug}`; undefined without both. */
export function destinationPagePath({
  group,
  slug,
}: Pick<DestinationPage, 'group' | 'slug'>): string | undefined {
  return group && slug ? `/tour-destination/${group}/${slug}` : undefined
}
type Destination = { slug: string | null; isShow: boolean | null; page?: DestinationPage | null }

/**
 * A destination's link, in a mega-menu or a related destinations card (spec 02 §2):
 * - its destination page, at the page's own address (`/tour-destination/{group}/{slug}`), on this
 *   site when the page is this brand's (the tours-brand sites share theirs), else on the main
 *   tours site;
 * - without a page, the destination's tours (`/tours/{slug}`, from the warehouse's tree) on the
 *   main tours site (on this site for the tours brand);
 * - none for another brand's own destination (`isShow`) without a page: the Studio warns of it.
 */
export function destinationHref(
  current: { brand: string },
  destination: Destination,
  origin: (site: Site) => string = siteOrigin,
): string | undefined {
  const mainSite = getSite(MAIN_TOURS_SITE_ID)
  if (!mainSite) return undefined
  const onSiteOf = (brand: string, path: string) => {
    if (brand === current.brand) return path
    return brand === mainSite.brand ? `${origin(mainSite)}${path}` : undefined
  }
  const { page } = destination
  const pagePath = page && destinationPagePath(page)
  if (page?.brand && pagePath) return onSiteOf(page.brand, pagePath)
  if (!destination.slug) return undefined
  if (destination.isShow && current.brand !== mainSite.brand) return undefined
  return onSiteOf(mainSite.brand, `/tours/${destination.slug}`)
}
