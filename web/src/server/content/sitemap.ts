import { reservedAddressOwner, type Site } from '@travel/config'
import { destinationPathsQuery, siteSettingsQuery, sitemapPagesQuery } from '@/content/queries'
import { pagePath } from '@/site/documentPaths'
import { canonicalUrl, marketAlternates, productionOrigin } from '@/site/searchEngines'
import { currentOfferSitemapEntries } from './offers'
import { brandPostPaths } from './posts'
import { fetchContent } from './source'

export type SitemapEntry = { path: string; lastModified: string | null }

/**
 * Every page type's published addresses on a site, from the same content the pages render:
 * a new page type (destinations, tours, famils) appears in the sitemap by adding its list here.
 */
const pageTypes: ((site: Site) => Promise<SitemapEntry[]>)[] = [contentPages, destinationPages, posts, offers]

async function contentPages(site: Site): Promise<SitemapEntry[]> {
  const [settings, pages] = await Promise.all([
    fetchContent(siteSettingsQuery, { brand: site.brand }),
    fetchContent(sitemapPagesQuery, { brand: site.brand, now: new Date().toISOString() }),
  ])
  const homeSlug = settings?.homeSlug ?? null
  // A page at an address the site gives to something else (the Studio refuses one) never shows.
  return pages.flatMap((page) =>
    page.slug && !reservedAddressOwner(page.slug)
      ? [{ path: pagePath(page.slug, homeSlug), lastModified: page._updatedAt ?? null }]
      : [],
  )
}

async function destinationPages(site: Site): Promise<SitemapEntry[]> {
  const destinations = await fetchContent(destinationPathsQuery, { brand: site.brand })
  return destinations.flatMap((page) =>
    page.slug ? [{ path: `/${page.slug}`, lastModified: page._updatedAt ?? null }] : [],
  )
}

/** Each post's page (unless hidden from search engines) and each page of each type's list. */
async function posts(site: Site): Promise<SitemapEntry[]> {
  return (await brandPostPaths(site.brand)).flatMap(({ path, lastModified, indexed }) =>
    indexed ? [{ path, lastModified }] : [],
  )
}

/** The site's current offers' pages and, while it has any, the list of them (offers.ts). */
async function offers(site: Site): Promise<SitemapEntry[]> {
  return currentOfferSitemapEntries(site)
}

export async function sitemapEntries(site: Site): Promise<SitemapEntry[]> {
  const entries = (await Promise.all(pageTypes.map((list) => list(site)))).flat()
  return [...new Map(entries.map((entry) => [entry.path, entry])).values()].sort((a, b) =>
    a.path.localeCompare(b.path),
  )
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The sitemap protocol's XML, with each page's market alternates (hreflang) beside it. */
export function sitemapXml(site: Site, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const alternates = marketAlternates(site, path).map(
      ({ hrefLang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
    )
    return [
      '  <url>',
      `    <loc>${escapeXml(canonicalUrl(site, path))}</loc>`,
      ...(lastModified ? [`    <lastmod>${escapeXml(lastModified)}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: a production domain may be crawled and names its sitemap; any other host may not. */
export function robotsTxt(site: Site, production: boolean): string {
  if (!production) return 'User-agent: *\nDisallow: /\n'
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${productionOrigin(site)}/sitemap.xml\n`
}
