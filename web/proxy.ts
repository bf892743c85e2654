import { NextResponse, type NextRequest } from 'next/server'
import { defaultSiteId, siteForHost } from '@travel/config'
import { SITE_HEADER } from './src/site/siteOfRequest'

/**
 * Host -> site: every page request is rewritten to /_sites/<site>/<path>, and the site is
 * passed on in a header that server code (the error page) can trust.
 */
export function proxy(request: NextRequest) {
  const site = siteForHost(request.headers.get('host'), defaultSiteId())
  const url = request.nextUrl.clone()
  url.pathname = url.pathname === '/' ? `/_sites/${site.id}` : `/_sites/${site.id}${url.pathname}`
  const headers = new Headers(request.headers)
  headers.set(SITE_HEADER, site.id)
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  // Pages only: not API routes, Next's assets, the bench's floor page, or files (anything
  // with an extension).
  matcher: ['/((?!api/|_next/|_seed/|_bench/|_vercel|[\\w-]+\\.\\w+).*)'],
}
