/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { datasetFile } from '@/testing/datasetSource'

const dataset = [
  { _id: 'siteSettings-tours', _type: 'siteSettings', brand: 'tours', homePage: { _ref: 'page-home' } },
  {
    _id: 'page-home',
    _type: 'page',
    brand: 'tours',
    slug: { current: 'home' },
    _updatedAt: '2026-11-01T09:00:00Z',
  },
  {
    _id: 'page-about',
    _type: 'page',
    brand: 'tours',
    slug: { current: 'about-us' },
    _updatedAt: '2026-11-20T10:30:00Z',
  },
  { _id: 'drafts.page-new', _type: 'page', brand: 'tours', slug: { current: 'draft' } },
  {
    _id: 'page-hidden',
    _type: 'page',
    brand: 'tours',
    slug: { current: 'staff-only' },
    seo: { noIndex: true },
  },
  { _id: 'page-golf', _type: 'page', brand: 'golf', slug: { current: 'golf-only' } },
  // Pages and posts outside their publish windows: not shown now, so not listed until they are.
  {
    _id: 'page-ended',
    _type: 'page',
    brand: 'tours',
    slug: { current: 'summer-sale' },
    availableUntil: '2026-01-01T00:00:00.000Z',
  },
  {
    _id: 'page-scheduled',
    _type: 'page',
    brand: 'tours',
    slug: { current: 'winter-sale' },
    availableFrom: '2099-01-01T00:00:00.000Z',
  },
  {
    _id: 'post-scheduled',
    _type: 'post',
    brand: 'tours',
    type: 'pressRelease',
    slug: { current: 'embargoed' },
    createdAt: '2026-11-30',
    availableFrom: '2099-01-01T00:00:00.000Z',
  },
  // Pages at addresses the site gives to the news list and a tour list (made outside the Studio,
  // which refuses them): they never show, so they are not listed.
  { _id: 'page-news', _type: 'page', brand: 'tours', slug: { current: 'news' } },
  { _id: 'page-tours-japan', _type: 'page', brand: 'tours', slug: { current: 'tours/japan' } },
  // Where a form sends its visitors once sent: a confirmation, not a page to find.
  { _id: 'page-thanks', _type: 'page', brand: 'tours', slug: { current: 'thank-you' } },
  {
    _id: 'form-news',
    _type: 'form',
    brand: 'tours',
    confirmationType: 'redirect',
    redirectUrl: '/thank-you',
  },
  // Another brand's form sending its visitors to /welcome: tours' page of that name stays listed.
  { _id: 'page-tours-welcome', _type: 'page', brand: 'tours', slug: { current: 'welcome' } },
  { _id: 'form-golf', _type: 'form', brand: 'golf', confirmationType: 'redirect', redirectUrl: '/welcome' },
  {
    _id: 'destinationPage-vietnam',
    _type: 'destinationPage',
    brand: 'tours',
    group: { current: 'asia' },
    slug: { current: 'vietnam' },
    _updatedAt: '2026-11-22T08:00:00Z',
  },
  {
    _id: 'post-news',
    _type: 'post',
    brand: 'tours',
    type: 'news',
    slug: { current: 'new-departures' },
    createdAt: '2026-11-12',
    _updatedAt: '2026-11-23T08:00:00Z',
  },
  {
    _id: 'post-tip',
    _type: 'post',
    brand: 'tours',
    type: 'travelTips',
    slug: { current: 'packing' },
    createdAt: '2026-10-01',
    _updatedAt: '2026-11-02T08:00:00Z',
    seo: { noIndex: true },
  },
  { _id: 'drafts.post-draft', _type: 'post', brand: 'tours', type: 'news', slug: { current: 'draft-post' } },
  { _id: 'post-golf', _type: 'post', brand: 'golf', type: 'news', slug: { current: 'golf-post' } },
  {
    _id: 'drafts.destinationPage-laos',
    _type: 'destinationPage',
    brand: 'tours',
    group: { current: 'asia' },
    slug: { current: 'laos' },
  },
]
const mockDatasetFile = datasetFile(dataset)

jest.mock('./source', () =>
  jest
    .requireActual<typeof import('@/testing/datasetSource')>('@/testing/datasetSource')
    .sourceModuleReading(() => mockDatasetFile),
)

import { robotsTxt, SITEMAP_LIMITS, sitemapEntries, sitemapLimits, sitemapXml } from './sitemap'

const site = (id: string) => getSite(id) as Site

it("lists a brand's published pages (not a form's confirmation page, nor one at another route's address, nor one outside its window), posts and lists of posts at their public paths, with when each last changed", async () => {
  expect(await sitemapEntries(site('tours-nz'))).toEqual([
    { path: '/', lastModified: '2026-11-01T09:00:00Z' },
    { path: '/about-us', lastModified: '2026-11-20T10:30:00Z' },
    { path: '/news', lastModified: '2026-11-23T08:00:00Z' },
    { path: '/news/new-departures', lastModified: '2026-11-23T08:00:00Z' },
    { path: '/tour-destination/asia/vietnam', lastModified: '2026-11-22T08:00:00Z' },
    { path: '/travel-tips', lastModified: '2026-11-02T08:00:00Z' },
    { path: '/welcome', lastModified: null },
  ])
})

it('writes canonical addresses on the production domain, with their market alternates', async () => {
  const xml = sitemapXml(site('tours-nz'), await sitemapEntries(site('tours-nz')))!
  expect(xml).toContain(
    [
      '  <url>',
      '    <loc>https://wayfarertours.co.nz/about-us</loc>',
      '    <lastmod>2026-11-20T10:30:00Z</lastmod>',
      '    <xhtml:link rel="alternate" hreflang="en-AU" href="https://wayfarertours.com.au/about-us"/>',
      '    <xhtml:link rel="alternate" hreflang="en-NZ" href="https://wayfarertours.co.nz/about-us"/>',
      '    <xhtml:link rel="alternate" hreflang="x-default" href="https://wayfarertours.com.au/about-us"/>',
      '  </url>',
    ].join('\n'),
  )
  expect(xml).toContain('<loc>https://wayfarertours.co.nz/</loc>')
  expect(xml).not.toContain('draft')
  expect(xml).not.toContain('staff-only')
  expect(xml).not.toContain('golf-only')
  expect(xml).not.toContain('golf-post')
  expect(xml).not.toContain('/travel-tips/packing')
  expect(xml).not.toMatch(/summer-sale|winter-sale|embargoed|press-release/)
})

describe("past one file's limits", () => {
  const entries = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      path: `/page-${String(index).padStart(3, '0')}`,
      lastModified: `2026-11-${String(10 + (index % 5)).padStart(2, '0')}T00:00:00Z`,
    }))
  const locations = (xml: string | undefined) =>
    [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  const golf = site('golf')

  it('lists every page in one file while they fit', () => {
    const xml = sitemapXml(golf, entries(3), undefined, { ...SITEMAP_LIMITS, urls: 3 })
    expect(xml).toMatch(/<urlset /)
    expect(locations(xml)).toHaveLength(3)
    expect(sitemapXml(golf, entries(3), 1, { ...SITEMAP_LIMITS, urls: 3 })).toBeUndefined()
  })

  it('answers a sitemap index of files within the limit, each listing its share in order', () => {
    const limits = { ...SITEMAP_LIMITS, urls: 2 }
    const index = sitemapXml(golf, entries(5), undefined, limits)
    expect(index).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap>',
        '    <loc>https://fairwaygolfjourneys.com/sitemap-1.xml</loc>',
        '    <lastmod>2026-11-11T00:00:00Z</lastmod>',
        '  </sitemap>',
        '  <sitemap>',
        '    <loc>https://fairwaygolfjourneys.com/sitemap-2.xml</loc>',
        '    <lastmod>2026-11-13T00:00:00Z</lastmod>',
        '  </sitemap>',
        '  <sitemap>',
        '    <loc>https://fairwaygolfjourneys.com/sitemap-3.xml</loc>',
        '    <lastmod>2026-11-14T00:00:00Z</lastmod>',
        '  </sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    )
    const parts = [1, 2, 3].map((part) => locations(sitemapXml(golf, entries(5), part, limits)))
    expect(parts.flat()).toEqual(locations(sitemapXml(golf, entries(5))))
    expect(parts.map((part) => part.length)).toEqual([2, 2, 1])
    expect(sitemapXml(golf, entries(5), 4, limits)).toBeUndefined()
  })

  it('starts a new file before one would pass the size limit', () => {
    const oneFile = sitemapXml(golf, entries(4))!
    const limits = { ...SITEMAP_LIMITS, bytes: Math.ceil(Buffer.byteLength(oneFile) / 2) }
    const parts = [1, 2, 3, 4, 5].map((part) => sitemapXml(golf, entries(4), part, limits))
    expect(parts.filter(Boolean).length).toBeGreaterThan(1)
    for (const part of parts.filter(Boolean))
      expect(Buffer.byteLength(part!)).toBeLessThanOrEqual(limits.bytes)
    expect(parts.flatMap(locations)).toEqual(locations(oneFile))
  })

  it('takes a smaller file from SITEMAP_MAX_URLS, never a larger one than the protocol allows', () => {
    expect(sitemapLimits({ SITEMAP_MAX_URLS: '1000' })).toEqual({ ...SITEMAP_LIMITS, urls: 1000 })
    expect(sitemapLimits({ SITEMAP_MAX_URLS: '90000' })).toEqual(SITEMAP_LIMITS)
    expect(sitemapLimits({})).toEqual(SITEMAP_LIMITS)
  })
})

it('lets production domains be crawled, and no other host', () => {
  expect(robotsTxt(site('golf'), true)).toBe(
    'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://fairwaygolfjourneys.com/sitemap.xml\n',
  )
  expect(robotsTxt(site('golf'), false)).toBe('User-agent: *\nDisallow: /\n')
})
