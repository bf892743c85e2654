/** @jest-environment node */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { config, proxy } from '../../proxy'
import type { NextApiRequest } from 'next'
import robots from '../../pages/api/seo/robots'
import { siteOfRequest } from '@/server/http/siteOfRequest'
import { fakeApiResponse } from '@/testing/fakeApiResponse'
import {
  DRAFT_MODE_COOKIE,
  PREVIEW_SESSION_COOKIE,
  previewSessionValue,
} from '@/server/preview/previewSession'

function request(url: string, headers: Record<string, string> = {}) {
  const { host } = new URL(url)
  return new NextRequest(url, { headers: { host, ...headers } })
}

/** Where the proxy sent a request: the rewritten path, or null when it passed it on as it is. */
function destination(response: Response): string | null {
  const rewrite = response.headers.get('x-middleware-rewrite')
  return rewrite ? new URL(rewrite).pathname : null
}

describe('proxy', () => {
  it("rewrites a page address to the host's site", () => {
    const response = proxy(request('http://tours-nz.localhost/about-us'))
    expect(destination(response)).toBe('/_sites/tours-nz/about-us')
    expect(destination(proxy(request('http://cruises.localhost/')))).toBe('/_sites/cruises')
  })

  it("serves the host's site whatever site header a client sends", () => {
    const response = proxy(request('http://golf.localhost/', { 'x-site-id': 'rail' }))
    expect(destination(response)).toBe('/_sites/golf')
    expect(siteOfRequest({ host: 'golf.localhost:3000', 'x-site-id': 'rail' }).id).toBe('golf')
  })

  it("passes on the browser router's data request for a page of the host's own site", () => {
    const response = proxy(request('http://rail.localhost/_sites/rail/about-us', { 'x-nextjs-data': '1' }))
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(destination(response)).toBeNull()
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

  it('tells search engines not to index a host that is not a production domain', () => {
    expect(proxy(request('http://tours.localhost/about-us')).headers.get('x-robots-tag')).toBe('noindex')
    expect(proxy(request('https://wayfarertours.com.au/about-us')).headers.get('x-robots-tag')).toBeNull()
  })

  it("sends robots.txt and sitemap.xml to the API routes that answer for the host's site", () => {
    expect(destination(proxy(request('http://golf.localhost/robots.txt')))).toBe('/api/seo/robots')
    expect(destination(proxy(request('http://golf.localhost/sitemap.xml')))).toBe('/api/seo/sitemap')
  })

  it("sends a sitemap index's numbered files to the sitemap's route, with the file's number", () => {
    const rewrite = proxy(request('http://golf.localhost/sitemap-12.xml')).headers.get('x-middleware-rewrite')
    expect(new URL(rewrite!).pathname).toBe('/api/seo/sitemap')
    expect(new URL(rewrite!).searchParams.get('part')).toBe('12')
    const plain = proxy(request('http://golf.localhost/sitemap.xml?part=3')).headers.get(
      'x-middleware-rewrite',
    )
    expect(new URL(plain!).searchParams.get('part')).toBeNull()
  })

  it("moves a page asked for on a www. domain to the site's primary domain, for good (308)", () => {
    const response = proxy(request('https://www.wayfarertours.co.nz/about-us?from=ad'))
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('https://wayfarertours.co.nz/about-us?from=ad')
  })

  // What the security test found answering a stranger's host (issue 44), and Next's own files.
  const NOT_PAGES = [
    '/api/revalidate',
    '/api/cron/deliver',
    '/api/seed-image?file=a-1x1.jpg',
    '/api/preview/exit',
    '/_next/image?url=%2F_seed%2Fimages%2Fa-1x1.jpg&w=640&q=75',
    '/_next/static/chunks/main.js',
    '/_seed/images/a-1x1.jpg',
    '/frontend/view-brochure.html',
    '/_preview/visual-editing.js',
    '/favicon.svg',
  ]

  it('leaves the upload routes, whose bodies it would cut at 10 MB, to their own host check', () => {
    for (const path of ['/api/uploads/cv', '/api/uploads/cv/passes'])
      expect(unstable_doesMiddlewareMatch({ config, url: `http://tours.localhost${path}` })).toBe(false)
    expect(unstable_doesMiddlewareMatch({ config, url: 'http://tours.localhost/' })).toBe(true)
  })

  it.each(NOT_PAGES)('runs for %s, and passes it on as it is', (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: `http://tours.localhost${path}` })).toBe(true)
    const response = proxy(request(`http://tours.localhost${path}`))
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(destination(response)).toBeNull()
  })

  describe('in production', () => {
    const env = process.env as Record<string, string | undefined>
    const nodeEnv = env.NODE_ENV
    beforeEach(() => {
      env.NODE_ENV = 'production'
    })
    afterEach(() => {
      env.NODE_ENV = nodeEnv
    })

    it('answers a host that is none of ours 421, with no site', () => {
      for (const url of ['http://evil.example.com/', 'http://203.0.113.7/about-us']) {
        const response = proxy(request(url))
        expect(response.status).toBe(421)
        expect(destination(response)).toBeNull()
      }
      expect(destination(proxy(request('https://wayfarertours.com.au/about-us')))).toBe(
        '/_sites/tours/about-us',
      )
      expect(destination(proxy(request('http://golf.localhost:3100/')))).toBe('/_sites/golf')
      expect(destination(proxy(request('http://localhost:3100/')))).toBe('/_sites/tours')
    })

    it.each(NOT_PAGES)('answers such a host 421 on %s too', (path) => {
      expect(proxy(request(`http://evil.example${path}`)).status).toBe(421)
      expect(proxy(request(`http://tours.localhost:3100${path}`)).status).toBe(200)
    })

    it("lets the image optimiser's own request for a local image through: it has no Host at all", () => {
      const withoutHost = (path: string) => proxy(new NextRequest(`http://localhost${path}`))
      expect(withoutHost('/_seed/images/a-1x1.jpg').status).toBe(200)
      expect(withoutHost('/api/seed-image?file=a-1x1.jpg').status).toBe(200)
      for (const path of ['/', '/about-us', '/api/forms/contact', '/frontend/view-brochure.html'])
        expect(withoutHost(path).status).toBe(421)
      expect(proxy(request('http://evil.example/_seed/images/a-1x1.jpg')).status).toBe(421)
    })

    it('has API routes answer such a host 421 on their own too (called without the proxy)', () => {
      const call = (host: string) => {
        const { res, recorded } = fakeApiResponse()
        robots({ method: 'GET', headers: { host }, query: {} } as unknown as NextApiRequest, res)
        return recorded
      }
      expect(call('evil.example.com')).toMatchObject({ statusCode: 421 })
      expect(call('tours.localhost:3100')).toMatchObject({ statusCode: 200 })
    })
  })
})

describe('the preview of a date (?at=)', () => {
  const secret = 'test-preview-secret'
  let saved: string | undefined
  beforeAll(() => {
    saved = process.env.PREVIEW_SECRET
    process.env.PREVIEW_SECRET = secret
  })
  afterAll(() => {
    if (saved === undefined) delete process.env.PREVIEW_SECRET
    else process.env.PREVIEW_SECRET = saved
  })
  const inPreview = (site: string) => ({
    cookie: `${DRAFT_MODE_COOKIE}=x; ${PREVIEW_SESSION_COOKIE}=${previewSessionValue(site, secret, 600)}`,
  })

  it('gives the page the moment in draft preview of the site', () => {
    const page = proxy(request('http://golf.localhost/famils?at=2027-03-01T09:00', inPreview('golf')))
    expect(destination(page)).toBe('/_sites/golf/@2027-03-01T09:00/famils')
    const home = proxy(request('http://golf.localhost/?at=2027-03-01T09:00', inPreview('golf')))
    expect(destination(home)).toBe('/_sites/golf/@2027-03-01T09:00')
    // The browser router's refresh of the page (visualEditingScript.ts) keeps it too.
    const data = proxy(
      request('http://golf.localhost/_sites/golf/famils?at=2027-03-01T09:00', {
        ...inPreview('golf'),
        'x-nextjs-data': '1',
      }),
    )
    expect(destination(data)).toBe('/_sites/golf/@2027-03-01T09:00/famils')
  })

  it('does nothing without draft preview of this site, or for a malformed moment', () => {
    const visitor = proxy(request('http://golf.localhost/famils?at=2027-03-01T09:00'))
    expect(destination(visitor)).toBe('/_sites/golf/famils')
    const otherSite = proxy(request('http://rail.localhost/famils?at=2027-03-01T09:00', inPreview('golf')))
    expect(destination(otherSite)).toBe('/_sites/rail/famils')
    const malformed = proxy(request('http://golf.localhost/famils?at=tomorrow', inPreview('golf')))
    expect(destination(malformed)).toBe('/_sites/golf/famils')
  })

  it('keeps the moment while the editor follows links, until Back to now, and never for a visitor', () => {
    const asked = proxy(request('http://golf.localhost/famils?at=2027-03-01T09:00', inPreview('golf')))
    const kept = asked.headers.get('set-cookie') ?? ''
    expect(kept).toMatch(/^preview_at=2027-03-01T09:00; Path=\/; HttpOnly/)
    const withMoment = (site: string) => ({
      cookie: `${inPreview(site).cookie}; preview_at=2027-03-01T09:00`,
    })
    // A link followed: no ?at=, the kept moment; the browser router's data request too.
    expect(destination(proxy(request('http://golf.localhost/about-us', withMoment('golf'))))).toBe(
      '/_sites/golf/@2027-03-01T09:00/about-us',
    )
    const data = proxy(
      request('http://golf.localhost/_sites/golf/about-us', { ...withMoment('golf'), 'x-nextjs-data': '1' }),
    )
    expect(destination(data)).toBe('/_sites/golf/@2027-03-01T09:00/about-us')
    // Back to now: ?at= with no moment, the page as of now, and the cookie gone (both kinds).
    const now = proxy(request('http://golf.localhost/famils?at=', withMoment('golf')))
    expect(destination(now)).toBe('/_sites/golf/famils')
    const cleared = now.headers.get('set-cookie') ?? ''
    expect(cleared).toMatch(/preview_at=; Expires=Thu, 01 Jan 1970/)
    expect(cleared).toMatch(/Partitioned/)
    // A visitor, or another site's preview, with the cookie: as of now, and nothing set.
    const visitor = proxy(
      request('http://golf.localhost/about-us', { cookie: 'preview_at=2027-03-01T09:00' }),
    )
    expect(destination(visitor)).toBe('/_sites/golf/about-us')
    const otherSite = proxy(request('http://rail.localhost/about-us', withMoment('golf')))
    expect(destination(otherSite)).toBe('/_sites/rail/about-us')
    expect(otherSite.headers.get('set-cookie') ?? '').not.toMatch(/preview_at=2027/)
  })
})
