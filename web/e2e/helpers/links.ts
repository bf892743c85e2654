import type { APIRequestContext } from '@playwright/test'
import { hostname, sites } from '@travel/config'
import { E2E_PORT, E2E_SANDBOX_URL } from './server'

/**
 * Follows every link a visitor can meet on the sites, as a crawler would: each site's sitemap,
 * every page in it, and every link in those pages' HTML. Node cannot resolve `*.localhost`, so
 * every request goes to the e2e server with the site's host in its `host` header; the sites'
 * production domains are served locally the same way (the server picks the site by host).
 * Links to the booking sites (product pages) are requested from the sandbox, which stands in for
 * them: the e2e build's booking origin (NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN, scripts/e2e-build.mjs),
 * and the sites' production booking origins, should a page name one.
 */

export type DeadLink = { page: string; link: string; status: number | string }

/** Hosts the e2e server answers: each site's `<id>.localhost` and its production domains. */
const LOCAL_HOSTS = new Set(sites.flatMap((site) => [`${site.id}.localhost`, ...site.domains]))

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** An `<a>` of a page's HTML: its `href` as written, and its text as a screen reader gets it. */
export type Anchor = { href: string; text: string }

/**
 * Every `<a>` with an `href` in a page's HTML, in order: the address as written (entities
 * decoded), and the text inside it, tags dropped and spaces collapsed (visually hidden words
 * included, as screen readers read them).
 */
export function anchorsIn(html: string): Anchor[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)].flatMap(([, attributes, inner]) => {
    const href = /\shref="([^"]*)"/i.exec(` ${attributes}`)?.[1]
    if (href === undefined) return []
    const text = decodeEntities(inner!.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim()
    return [{ href: decodeEntities(href), text }]
  })
}

/** The `href` of every `<a>` in a page's HTML, resolved against the page's URL. */
export function linksIn(html: string, pageUrl: string): string[] {
  const links = new Set<string>()
  for (const { href } of anchorsIn(html)) {
    if (/^(mailto|tel|javascript):/i.test(href) || href.startsWith('#')) continue
    const url = new URL(href, pageUrl)
    url.hash = ''
    links.add(url.href)
  }
  return [...links]
}

/** The pages a sitemap lists. */
export function pagesIn(sitemap: string): string[] {
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decodeEntities(loc!.trim()))
}

/** The booking sites' origins: the sandbox (the e2e build's stand-in) and each site's own. */
const BOOKING_ORIGINS = new Set([E2E_SANDBOX_URL, ...sites.map((site) => site.bookingOrigin)])

/** Whether a link is served by the e2e server (a site of ours), rather than the open internet. */
export function isOurs(link: string): boolean {
  const url = new URL(link)
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(hostname(url.host))
}

/** Whether a link leads to a brand's booking site, which the sandbox answers for in the tests. */
export function isBooking(link: string): boolean {
  return BOOKING_ORIGINS.has(new URL(link).origin)
}

/** Whether the link test follows a link: ours, or a booking site's. */
export const isFollowed = (link: string) => isOurs(link) || isBooking(link)

/** GET a URL of one of our sites from the e2e server, as a visitor to that host would. */
export async function fetchOurs(request: APIRequestContext, link: string) {
  const url = new URL(link)
  return request.get(`http://localhost:${E2E_PORT}${url.pathname}${url.search}`, {
    headers: { host: url.host },
    maxRedirects: 0,
    failOnStatusCode: false,
  })
}

/** GET a booking site's page from the sandbox standing in for it (no redirects: it makes none). */
async function fetchBooking(request: APIRequestContext, link: string) {
  const url = new URL(link)
  return request.get(`${E2E_SANDBOX_URL}${url.pathname}${url.search}`, {
    maxRedirects: 0,
    failOnStatusCode: false,
  })
}

/**
 * What a visitor reaches by following a link: 200, or a permanent redirect (308/301) to a page of
 * ours that answers 200. Anything else is the status (or the redirect chain) that stopped them.
 * A booking site's page must answer 200.
 */
export async function statusOf(request: APIRequestContext, link: string): Promise<number | string> {
  if (isBooking(link)) return (await fetchBooking(request, link)).status()
  const response = await fetchOurs(request, link)
  const status = response.status()
  if (status !== 308 && status !== 301) return status
  const location = response.headers()['location']
  if (!location) return `${status} without a location`
  const target = new URL(location, link).href
  if (!isOurs(target)) return `${status} to ${target}`
  const next = await fetchOurs(request, target)
  return next.status() === 200 ? 200 : `${status} to ${target}: ${next.status()}`
}

/**
 * The pages a site's sitemap lists, as it serves them; through its sitemap index, as a search
 * engine reads it, when the site has more pages than one file lists (the e2e server's
 * SITEMAP_MAX_URLS makes the tours site's so).
 */
export async function sitemapOf(request: APIRequestContext, siteId: string): Promise<string[]> {
  const read = async (path: string) => {
    const sitemap = await fetchOurs(request, `http://${siteId}.localhost${path}`)
    if (sitemap.status() !== 200) throw new Error(`${siteId}'s ${path} answered ${sitemap.status()}`)
    return sitemap.text()
  }
  const first = await read('/sitemap.xml')
  if (!first.includes('<sitemapindex')) return pagesIn(first)
  const files = pagesIn(first).map((file) => new URL(file).pathname)
  return (await Promise.all(files.map(async (file) => pagesIn(await read(file))))).flat()
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(work))
  }
}

/** Every page of a site's sitemap and its HTML, as the site serves it; throws on a page not served. */
export async function sitePages(
  request: APIRequestContext,
  siteId: string,
): Promise<{ page: string; html: string }[]> {
  const pages: { page: string; html: string }[] = []
  await inBatches(await sitemapOf(request, siteId), 6, async (page) => {
    const response = await fetchOurs(request, page)
    if (response.status() !== 200) throw new Error(`${page} answered ${response.status()}`)
    pages.push({ page, html: await response.text() })
  })
  return pages
}

/**
 * Every page of every site, each link on them requested once: the links that do not land, and how
 * many of the links followed were to a booking site.
 */
export async function crawlSites(request: APIRequestContext): Promise<{
  pages: string[]
  links: number
  bookingLinks: number
  dead: DeadLink[]
}> {
  const pages: string[] = []
  for (const site of sites) pages.push(...(await sitemapOf(request, site.id)))
  const linksByPage = new Map<string, string[]>()
  const dead: DeadLink[] = []
  await inBatches(pages, 6, async (page) => {
    const response = await fetchOurs(request, page)
    if (response.status() !== 200) {
      dead.push({ page: '(sitemap)', link: page, status: response.status() })
      return
    }
    linksByPage.set(page, linksIn(await response.text(), page).filter(isFollowed))
  })
  const statuses = new Map<string, number | string>()
  const unique = [...new Set([...linksByPage.values()].flat())]
  await inBatches(unique, 8, async (link) => {
    statuses.set(link, await statusOf(request, link))
  })
  for (const [page, links] of linksByPage) {
    for (const link of links) {
      const status = statuses.get(link)!
      if (status !== 200) dead.push({ page, link, status })
    }
  }
  return { pages, links: unique.length, bookingLinks: unique.filter(isBooking).length, dead }
}
