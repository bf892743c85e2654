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
  const [settings, { pages, formConfirmationPaths }] = await Promise.all([
    fetchContent(siteSettingsQuery, { brand: site.brand }),
    fetchContent(sitemapPagesQuery, { brand: site.brand, now: new Date().toISOString() }),
  ])
  const homeSlug = settings?.homeSlug ?? null
  // A page at an address the site gives to something else (the Studio refuses one) never shows;
  // one a form sends its visitors to once sent is a confirmation, not a page to find.
  const confirmations = new Set(formConfirmationPaths)
  return pages.flatMap((page) =>
    page.slug && !reservedAddressOwner(page.slug) && !confirmations.has(`/${page.slug}`)
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

/** The sitemap protocol's limits on one file: 50,000 addresses and 50 MB uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 }

/**
 * How many addresses one sitemap file lists: SITEMAP_MAX_URLS, at most (and by default) the
 * protocol's 50,000. A site with more is listed in several files under a sitemap index.
 */
export function sitemapLimits(env: Record<string, string | undefined> = process.env): typeof SITEMAP_LIMITS {
  const urls = Number(env.SITEMAP_MAX_URLS)
  return Number.isInteger(urls) && urls > 0 && urls < SITEMAP_LIMITS.urls
    ? { ...SITEMAP_LIMITS, urls }
    : SITEMAP_LIMITS
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
const URLSET_CLOSE = '</urlset>'

/** One page's `<url>`, with its market alternates (hreflang) beside it. */
function urlElement(site: Site, { path, lastModified }: SitemapEntry): string {
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
}

/** A sitemap file's entries and their `<url>` elements. */
type SitemapFile = { entries: SitemapEntry[]; elements: string[] }

/** The entries in sitemap files, in order, each within the limits: one file while they all fit. */
function sitemapFiles(site: Site, entries: SitemapEntry[], limits: typeof SITEMAP_LIMITS): SitemapFile[] {
  const frame = Buffer.byteLength([XML_DECLARATION, URLSET_OPEN, URLSET_CLOSE, ''].join('\n'))
  const files: SitemapFile[] = []
  let file: SitemapFile = { entries: [], elements: [] }
  let bytes = frame
  for (const entry of entries) {
    const element = urlElement(site, entry)
    const size = Buffer.byteLength(element) + 1
    if (file.entries.length > 0 && (file.entries.length >= limits.urls || bytes + size > limits.bytes)) {
      files.push(file)
      file = { entries: [], elements: [] }
      bytes = frame
    }
    file.entries.push(entry)
    file.elements.push(element)
    bytes += size
  }
  return [...files, file]
}

const urlsetXml = ({ elements }: SitemapFile) =>
  [XML_DECLARATION, URLSET_OPEN, ...elements, URLSET_CLOSE, ''].join('\n')

/** The address of a site's n-th sitemap file, under its index (proxy.ts sends it to the route). */
const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`

/** A sitemap index naming each file, with the latest change among its pages. */
function sitemapIndexXml(site: Site, files: SitemapFile[]): string {
  const sitemaps = files.map(({ entries }, index) => {
    const latest = entries.reduce<string | null>(
      (newest, { lastModified }) =>
        lastModified && (!newest || lastModified > newest) ? lastModified : newest,
      null,
    )
    return [
      '  <sitemap>',
      `    <loc>${escapeXml(`${productionOrigin(site)}${sitemapPartPath(index + 1)}`)}</loc>`,
      ...(latest ? [`    <lastmod>${escapeXml(latest)}</lastmod>`] : []),
      '  </sitemap>',
    ].join('\n')
  })
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    '</sitemapindex>',
    '',
  ].join('\n')
}

/**
 * What the site's /sitemap.xml answers (`part` undefined): every page while they fit in one file,
 * else a sitemap index of files /sitemap-1.xml, /sitemap-2.xml, …; and what one of those answers
 * (`part` 1, 2, …). Undefined for a file the site does not have.
 */
export function sitemapXml(
  site: Site,
  entries: SitemapEntry[],
  part?: number,
  limits: typeof SITEMAP_LIMITS = SITEMAP_LIMITS,
): string | undefined {
  const files = sitemapFiles(site, entries, limits)
  if (part === undefined) return files.length === 1 ? urlsetXml(files[0]!) : sitemapIndexXml(site, files)
  const file = files.length > 1 ? files[part - 1] : undefined
  return file && urlsetXml(file)
}

/** robots.txt: a production domain may be crawled and names its sitemap; any other host may not. */
export function robotsTxt(site: Site, production: boolean): string {
  if (!production) return 'User-agent: *\nDisallow: /\n'
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${productionOrigin(site)}/sitemap.xml\n`
}
