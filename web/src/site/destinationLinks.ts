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

type Destination = { slug: string | null; isShow: boolean | null }

/**
 * A mega-menu destination's link: `/tour-destination/{group}/{destination}`, on this site when it
 * is a tours-brand site (they share the destinations) or the destination has a page here
 * (`isShow`), otherwise on the main tours site. Undefined without both slugs.
 */
export function megaMenuHref(
  current: { brand: string },
  groupSlug: string | null,
  destination: Destination,
  origin: (site: Site) => string = siteOrigin,
): string | undefined {
  if (!groupSlug || !destination.slug) return undefined
  const path = `/tour-destination/${groupSlug}/${destination.slug}`
  const mainSite = getSite(MAIN_TOURS_SITE_ID)
  if (destination.isShow || !mainSite || current.brand === mainSite.brand) return path
  return `${origin(mainSite)}${path}`
}
