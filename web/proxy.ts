import { NextResponse, type NextRequest } from 'next/server'
import { defaultSiteId, hostPolicy, isServedHost, previewSecret, siteForHost } from '@travel/config'
import {
  browserSessionCookie,
  clearedCookie,
  DRAFT_MODE_COOKIE,
  isCrossSiteFrame,
  partitioned,
  unboundDraftMode,
} from './src/server/preview/previewSession'
import { momentSegment, PREVIEW_AT_COOKIE, PREVIEW_AT_PARAM, previewMoment } from './src/site/previewMoment'
import { isProductionHost, primaryDomainRedirect } from './src/site/searchEngines'
import { isSitePagePath } from './src/site/sitePageRoute'

/**
 * Every request, first: a host that is none of ours (config/src/hosts.ts) gets 421, whatever
 * the path (pages, API routes, Next's files and image optimiser, the seed's files, the static
 * pages of public/). Anything but a site page then goes on as it is.
 *
 * Host -> site: every page request is rewritten to /_sites/<site>/<path>. Server code that is
 * not a site page (API routes, the error page) takes the site from the host too
 * (src/server/http/siteOfRequest.ts): no header a client can send names it.
 *
 * The one exception is the browser router's data request (`/_next/data/…`, which Next hands
 * over as its page path) for a page of this host's own site: client-side navigations name the
 * page they render (src/site/sitePageRoute.ts), so it arrives already rewritten.
 *
 * Draft mode counts only for the site it was opened on, until its session ends
 * (src/server/preview/previewSession.ts): otherwise the page renders without Next's draft-mode
 * cookie, published, and the answer removes that cookie from this host. A preview (and only a
 * preview) may ask for the site as of a moment, `?at=` (src/site/previewMoment.ts): the page gets
 * it as the first segment of the path it renders. The preview keeps that moment in a cookie while
 * the editor follows links (and the browser router's data requests), until `?at=` with no moment
 * or the end of preview.
 */
export function proxy(request: NextRequest) {
  const host = request.headers.get('host')
  // In production, a host that is none of ours (config/src/hosts.ts) gets no site at all.
  const { pathname } = request.nextUrl
  if (!isServedHost(host, hostPolicy()) && !isOptimiserFetch(host, pathname)) return misdirected()
  const seoFile = seoFileRoute(pathname)
  if (!seoFile && !isSitePagePath(pathname)) return NextResponse.next()
  const site = siteForHost(host, defaultSiteId())
  // One address per page: a production domain other than the site's first (www.) moves there.
  const primary = primaryDomainRedirect(site, host)
  if (primary) {
    return NextResponse.redirect(`${primary}${request.nextUrl.pathname}${request.nextUrl.search}`, 308)
  }
  if (seoFile) {
    const url = request.nextUrl.clone()
    url.pathname = seoFile.pathname
    url.search = seoFile.search
    return NextResponse.rewrite(url)
  }
  const published = unboundDraftMode(request, site.id, previewSecret())
  const init = {
    // Only the site's production domains are indexed: not <site>.localhost, previews or IPs.
    ...(isProductionHost(site, host) ? {} : { headers: { 'x-robots-tag': 'noindex' } }),
    ...(published ? { request: { headers: published } } : {}),
  }
  const ownPage = `/_sites/${site.id}`
  const isDataRequest = request.headers.has('x-nextjs-data')
  const inPreview = !published && request.cookies.has(DRAFT_MODE_COOKIE)
  // `?at=` asks for a moment (an empty or malformed one: now); without it, the kept one.
  const asked = inPreview ? request.nextUrl.searchParams.get(PREVIEW_AT_PARAM) : null
  const moment = inPreview ? previewMoment(asked ?? request.cookies.get(PREVIEW_AT_COOKIE)?.value) : null
  const page = moment ? `${ownPage}/${momentSegment(moment)}` : ownPage
  const url = request.nextUrl.clone()
  const isOwnData = isDataRequest && (pathname === ownPage || pathname.startsWith(`${ownPage}/`))
  if (isOwnData && moment) url.pathname = `${page}${pathname.slice(ownPage.length)}`
  else url.pathname = pathname === '/' ? page : `${page}${pathname}`
  const response = isOwnData && !moment ? NextResponse.next(init) : NextResponse.rewrite(url, init)
  if (asked !== null) {
    const inFrame = isCrossSiteFrame((name) => request.headers.get(name))
    const kept = moment
      ? [browserSessionCookie(PREVIEW_AT_COOKIE, moment, inFrame)]
      : [clearedCookie(PREVIEW_AT_COOKIE), partitioned(clearedCookie(PREVIEW_AT_COOKIE))]
    for (const cookie of kept) response.headers.append('set-cookie', cookie)
  }
  if (published) {
    // As set at the top, or partitioned in the Studio's frame (previewResponse.ts).
    response.headers.append('set-cookie', clearedCookie(DRAFT_MODE_COOKIE))
    response.headers.append('set-cookie', partitioned(clearedCookie(DRAFT_MODE_COOKIE)))
  }
  return response
}

/**
 * Next's image optimiser fetches a local image (next.config.ts, images.localPatterns) with a
 * request to this server that carries no header at all, Host included; the request it serves
 * had its host checked already. A browser always sends a Host.
 */
const OPTIMISED_LOCAL_IMAGES = /^\/(?:_seed\/images\/|api\/seed-image$)/

function isOptimiserFetch(host: string | null, pathname: string): boolean {
  return host === null && OPTIMISED_LOCAL_IMAGES.test(pathname)
}

/** 421: this server does not answer for the request's host (API routes say the same on their own). */
function misdirected() {
  return new NextResponse('Misdirected Request: this server does not answer for that host.', {
    status: 421,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

/**
 * Each site's robots.txt and sitemap depend on its host: API routes answer them. (Done here and
 * not as next.config rewrites, which would add their resolution code to every page's JavaScript.)
 */
const SEO_FILES: Record<string, string> = {
  '/robots.txt': '/api/seo/robots',
  '/sitemap.xml': '/api/seo/sitemap',
}

/** The route that answers a host-dependent file, and its query: a sitemap index's files too. */
function seoFileRoute(pathname: string): { pathname: string; search: string } | undefined {
  const file = SEO_FILES[pathname]
  if (file) return { pathname: file, search: '' }
  const part = /^\/sitemap-(\d+)\.xml$/.exec(pathname)?.[1]
  return part ? { pathname: '/api/seo/sitemap', search: `?part=${part}` } : undefined
}

export const config = {
  // Every path, so that every path checks the host; the proxy itself tells a site page from
  // the rest (src/site/sitePageRoute.ts). But the upload routes: Next hands a proxied request's
  // body on cut at 10 MB, and a CV may be 10 MB; they check the host themselves (servedSiteOf)
  // before reading a byte.
  matcher: '/((?!api/uploads/).*)',
}
