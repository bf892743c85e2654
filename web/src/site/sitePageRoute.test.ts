/** @jest-environment node */
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

/** Addresses that are not site pages: proxy.ts checks their host and passes them on as they are. */
const NOT_SITE_PAGES = [
  '/api/contact',
  '/api/form-submissions',
  '/_next/static/chunks/main.js',
  '/_next/image',
  '/_seed/images/a.jpg',
  '/_seed/files/a.pdf',
  '/frontend/view-brochure.html',
  '/frontend/view-brochure.js',
  '/_preview/visual-editing.js',
  '/_bench/floor',
  '/_vercel/insights',
  '/favicon.svg',
  '/robots.txt',
  '/sitemap.xml',
]

describe('isSitePagePath', () => {
  // Only files at the root are not pages: a path with a dot below it is still a page's address.
  it.each(['/', '/about-us', '/news-post/a-story', '/brochure-request', '/guides/packing-list.pdf'])(
    '%s is a site page',
    (path) => {
      expect(isSitePagePath(path)).toBe(true)
    },
  )

  it.each(NOT_SITE_PAGES)('%s is no page to navigate to', (path) => {
    expect(isSitePagePath(path)).toBe(false)
  })
})
