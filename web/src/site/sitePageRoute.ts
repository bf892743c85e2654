/**
 * Every site page renders from pages/_sites/[site]/[[...slug]]: proxy.ts rewrites
 * `<host>/<path>` to `/_sites/<site>/<path>`. The browser's router is not told about proxy.ts
 * (see next.config.ts: it would otherwise ask the server about every page it loads, after
 * hydration), so a client-side navigation names the page it renders: `href` is the route and
 * its parameters, `as` the address the visitor sees.
 */

// What proxy.ts passes on as it is, once it has checked the host: API routes, Next's files, seed
// images and files, the bench's floor page, the static pages of public/frontend/ (the brochure
// viewer), draft preview's overlay script (public/_preview/), and files at the root
// (`/favicon.svg`).
const NOT_A_PAGE = /^\/(?:api\/|_next\/|_seed\/|_bench\/|_preview\/|_vercel|frontend\/|[\w-]+\.\w+)/

const SAME_ORIGIN = 'http://site.invalid'

/** True for a path proxy.ts serves as a site page. */
export function isSitePagePath(pathname: string): boolean {
  return pathname.startsWith('/') && !NOT_A_PAGE.test(pathname)
}

/** The page every site path renders from. */
export const SITE_PAGE_ROUTE = '/_sites/[site]/[[...slug]]'

/** A route and its parameters, as Next's router and `next/link` take an `href`. */
export interface SitePageHref {
  pathname: typeof SITE_PAGE_ROUTE
  query: { site: string; slug?: string[] }
}

/**
 * The page a site path (`as`) renders, with its parameters, e.g. `/about-us?x=1#top` on tours
 * -> `/_sites/[site]/[[...slug]]` with `{site: 'tours', slug: ['about-us']}`; null for a path
 * that is not a site page. The query string and fragment stay in `as`: pages read neither.
 */
export function sitePageHref(siteId: string, path: string): SitePageHref | null {
  const url = new URL(path, SAME_ORIGIN)
  if (url.origin !== SAME_ORIGIN || !isSitePagePath(url.pathname)) return null
  let slug: string[]
  try {
    slug = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null // a malformed escape: no page has it, so let the browser ask
  }
  return { pathname: SITE_PAGE_ROUTE, query: slug.length ? { site: siteId, slug } : { site: siteId } }
}
