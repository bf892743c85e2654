import { linkHref, typeSlug, type LinkValue } from './links'

const link = (overrides: Partial<LinkValue>): LinkValue => ({
  internalLink: false,
  link: null,
  newTab: false,
  reference: null,
  ...overrides,
})

describe('typeSlug', () => {
  it.each([
    ['page', 'page'],
    ['newsPost', 'news-post'],
    ['Tour Destination', 'tour-destination'],
    ['golf_package!', 'golf-package'],
  ])('%s -> %s', (type, slug) => expect(typeSlug(type)).toBe(slug))
})

describe('linkHref', () => {
  it('uses the plain link without a reference', () => {
    expect(linkHref(link({ link: 'https://www.smartraveller.gov.au/' }), 'home')).toBe(
      'https://www.smartraveller.gov.au/',
    )
  })

  it('puts pages at the root and the home page at /', () => {
    const about = link({ internalLink: true, reference: { _type: 'page', slug: 'about-us' } })
    const home = link({ internalLink: true, reference: { _type: 'page', slug: 'home' } })
    expect(linkHref(about, 'home')).toBe('/about-us')
    expect(linkHref(home, 'home')).toBe('/')
  })

  it('prefixes other referenced types with their type slug', () => {
    const post = link({ internalLink: true, reference: { _type: 'newsPost', slug: 'autumn-in-kyoto' } })
    expect(linkHref(post, 'home')).toBe('/news-post/autumn-in-kyoto')
  })

  it('leads nowhere when an internal link lost its target', () => {
    expect(linkHref(link({ internalLink: true, link: 'https://ignored.example' }), 'home')).toBeUndefined()
    expect(
      linkHref(link({ internalLink: true, reference: { _type: 'page', slug: null } }), 'home'),
    ).toBeUndefined()
  })
})
