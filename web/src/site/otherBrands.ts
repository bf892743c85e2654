import { brandSiteInMarket, brands, siteOfHost, type Site } from '@travel/config'
import { siteOrigin } from './destinationLinks'

/** A link that leaves this site for a sister brand's: where it goes, and the brand it names. */
export type OtherBrandLink = { href: string; brandName: string }

/**
 * Whether an address is a page of another brand's site (its host one of that site's domains, or
 * `<site>.localhost` in a local build: config's sites), and if so the link a visitor follows: the
 * same page on that brand's site in this site's market where it has one (Wayfarer's New Zealand
 * site from a New Zealand page), on the origin this build reaches it at (siteOrigin), and the
 * brand's name, which the link shows with the word that it leaves this site (ui/Anchor.tsx).
 * Undefined for a link of this brand's own sites, a path, or any other address.
 */
export function otherBrandLink(
  current: Pick<Site, 'brand' | 'market'>,
  href: string,
  origin: (site: Site) => string = siteOrigin,
): OtherBrandLink | undefined {
  if (!/^https?:\/\//i.test(href) || !URL.canParse(href)) return undefined
  const url = new URL(href)
  const linked = siteOfHost(url.host)
  if (!linked || linked.brand === current.brand) return undefined
  const target = brandSiteInMarket(linked.brand, current.market) ?? linked
  return {
    href: `${origin(target)}${url.pathname}${url.search}${url.hash}`,
    brandName: brands[linked.brand].name,
  }
}
