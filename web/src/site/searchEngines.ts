import { sitesOfBrand, type Site } from '@travel/config'

/** The site's primary production origin: its first domain, over https. */
export function productionOrigin(site: Site): string {
  return `https://${site.domains[0]}`
}

/** One address per page: no query or fragment, and no trailing slash but the home page's. */
export function canonicalPath(path: string): string {
  const [bare = ''] = path.split(/[?#]/)
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** The address search engines should list a page of the site under. */
export function canonicalUrl(site: Site, path: string): string {
  const canonical = canonicalPath(path)
  return `${productionOrigin(site)}${canonical === '/' ? '/' : canonical}`
}

export type Alternate = { hrefLang: string; href: string }

/**
 * The same page on each market's site of the brand (sites of a brand publish the same pages),
 * and x-default: the brand's first site. None for a brand with one site.
 */
export function marketAlternates(site: Site, path: string): Alternate[] {
  const markets = sitesOfBrand(site.brand)
  if (markets.length < 2) return []
  return [
    ...markets.map((market) => ({ hrefLang: market.locale, href: canonicalUrl(market, path) })),
    { hrefLang: 'x-default', href: canonicalUrl(markets[0]!, path) },
  ]
}

/**
 * Whether a request came to one of the site's production domains. Anything else (a
 * `<site>.localhost`, a preview deployment, an IP) is not to be indexed.
 */
export function isProductionHost(site: Site, host: string | null | undefined): boolean {
  const name = host?.split(':')[0]?.toLowerCase()
  return Boolean(name) && site.domains.includes(name!)
}

/**
 * The site's primary origin when a request came to another of its production domains (a www.
 * variant), so that it moves there; undefined when it needs no move.
 */
export function primaryDomainRedirect(site: Site, host: string | null | undefined): string | undefined {
  const name = host?.split(':')[0]?.toLowerCase()
  if (!isProductionHost(site, host) || name === site.domains[0]) return undefined
  return productionOrigin(site)
}
