/** @jest-environment node */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { config } from '../../proxy'
import { isSitePagePath, sitePageHref } from './sitePageRoute'

describe('sitePageHref', () => {
  it.each([
    ['/', { site: 'tours' }],
    ['/about-us', { site: 'tours', slug: ['about-us'] }],
    ['/news-post/a-story?page=2#more', { site: 'tours', slug: ['news-post', 'a-story'] }],
    ['/caf%C3%A9', { site: 'tours', slug: ['café'] }],
  ])('%s renders from the site page route', (path, query) => {
    expect(sitePageHref('tours', path)).toEqual({ pathname: '/_sites/[site]/[[...slug]]', query })
  })

  it.each(['/api/contact', '/_next/static/x.js', '/_seed/images/a.jpg', '/favicon.svg', '/_bench/floor'])(
    '%s is not a site page',
    (path) => expect(sitePageHref('tours', path)).toBeNull(),
  )

  it('leaves addresses on other hosts and malformed escapes to the browser', () => {
    expect(sitePageHref('tours', '//example.com/about-us')).toBeNull()
    expect(sitePageHref('tours', '/%E0%A4%A')).toBeNull()
  })
})

describe('isSitePagePath', () => {
  // Next reads proxy.ts's matcher as written; the browser-side rule must say the same.
  it.each([
    '/',
    '/about-us',
    '/news-post/a-story',
    '/brochure-request',
    '/api/contact',
    '/api/form-submissions',
    '/_next/static/chunks/main.js',
    '/_next/image',
    '/_seed/images/a.jpg',
    '/_seed/files/a.pdf',
    '/frontend/view-brochure.html',
    '/frontend/view-brochure.js',
    '/_bench/floor',
    '/_vercel/insights',
    '/favicon.svg',
    '/guides/packing-list.pdf',
  ])('%s: the same verdict as proxy.ts', (path) => {
    const proxied = unstable_doesMiddlewareMatch({ config, url: `http://tours.localhost${path}` })
    expect(isSitePagePath(path)).toBe(proxied)
  })

  it.each(['/robots.txt', '/sitemap.xml'])(
    '%s: proxy.ts takes it to its API route, and it is no page to navigate to',
    (path) => {
      expect(unstable_doesMiddlewareMatch({ config, url: `http://tours.localhost${path}` })).toBe(true)
      expect(isSitePagePath(path)).toBe(false)
    },
  )
})
