import Router from 'next/router'
import { preloadStaticParts } from './staticPart'
import { sitePageHref, type SitePageHref } from '@/site/sitePageRoute'

/** The site of the page the router shows: its route's `site` parameter (none on error pages). */
function currentSiteId(): string | null {
  const site = Router.query.site
  return typeof site === 'string' ? site : null
}

function hrefOf(path: string): SitePageHref | null {
  const siteId = currentSiteId()
  return siteId ? sitePageHref(siteId, path) : null
}

/**
 * Follows a path of this site client-side, if it is a site page; false when it is anything
 * else (a file, an API route, a page outside the sites), which is the browser's to load. Uses
 * the router singleton, so it works in islands hydrated as their own root.
 */
export function visitSitePath(path: string): boolean {
  const href = hrefOf(path)
  if (!href) return false
  preloadStaticParts()
  void Router.push(href, path)
  return true
}

/**
 * Loads a site page's code and data ahead of a likely visit, with the code of the static parts
 * it will render (the page's own load did not need it); nothing for other paths.
 */
export function prefetchSitePath(path: string): void {
  const href = hrefOf(path)
  if (!href) return
  preloadStaticParts()
  void Router.prefetch(asString(href), path).catch(() => undefined)
}

/** Router.prefetch takes its href as a string: the route with its parameters as the query. */
function asString({ pathname, query }: SitePageHref): string {
  const params = new URLSearchParams({ site: query.site })
  for (const segment of query.slug ?? []) params.append('slug', segment)
  return `${pathname}?${params}`
}
