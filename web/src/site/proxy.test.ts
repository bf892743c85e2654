/** @jest-environment node */
import { NextRequest } from 'next/server'
import { proxy } from '../../proxy'
import { SITE_HEADER } from './siteOfRequest'

function request(url: string, headers: Record<string, string> = {}) {
  const { host } = new URL(url)
  return new NextRequest(url, { headers: { host, ...headers } })
}

/** Where the proxy sent a request: the rewritten path, or null when it passed it on as it is. */
function destination(response: Response): string | null {
  const rewrite = response.headers.get('x-middleware-rewrite')
  return rewrite ? new URL(rewrite).pathname : null
}

/** The site header the page receives (Next hands over request headers it was told to override). */
function siteHeader(response: Response): string | null {
  return response.headers.get(`x-middleware-request-${SITE_HEADER}`)
}

describe('proxy', () => {
  it("rewrites a page address to the host's site", () => {
    const response = proxy(request('http://tours-nz.localhost/about-us'))
    expect(destination(response)).toBe('/_sites/tours-nz/about-us')
    expect(siteHeader(response)).toBe('tours-nz')
    expect(destination(proxy(request('http://cruises.localhost/')))).toBe('/_sites/cruises')
  })

  it('replaces a site header the client sent', () => {
    const response = proxy(request('http://golf.localhost/', { [SITE_HEADER]: 'rail' }))
    expect(siteHeader(response)).toBe('golf')
  })

  it("passes on the browser router's data request for a page of the host's own site", () => {
    const response = proxy(request('http://rail.localhost/_sites/rail/about-us', { 'x-nextjs-data': '1' }))
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(destination(response)).toBeNull()
    expect(siteHeader(response)).toBe('rail')
    const home = proxy(request('http://rail.localhost/_sites/rail', { 'x-nextjs-data': '1' }))
    expect(home.headers.get('x-middleware-next')).toBe('1')
  })

  it("never serves another site's page, nor the route path itself as an address", () => {
    const otherSite = proxy(request('http://rail.localhost/_sites/golf/about-us', { 'x-nextjs-data': '1' }))
    expect(destination(otherSite)).toBe('/_sites/rail/_sites/golf/about-us')
    const lookalike = proxy(request('http://rail.localhost/_sites/rail-extra/x', { 'x-nextjs-data': '1' }))
    expect(destination(lookalike)).toBe('/_sites/rail/_sites/rail-extra/x')
    const visit = proxy(request('http://rail.localhost/_sites/rail/about-us'))
    expect(destination(visit)).toBe('/_sites/rail/_sites/rail/about-us')
  })
})
