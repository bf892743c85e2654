import { postHref, typeSlug } from './posts'

describe('typeSlug', () => {
  it.each([
    ['page', 'page'],
    ['newsPost', 'news-post'],
    ['Tour Destination', 'tour-destination'],
    ['golf_package!', 'golf-package'],
  ])('%s -> %s', (type, slug) => expect(typeSlug(type)).toBe(slug))
})

describe('postHref', () => {
  it("puts a post under its type's address segment", () => {
    expect(postHref({ type: 'travelTips', slug: 'japan-by-rail' })).toBe('/travel-tips/japan-by-rail')
    expect(postHref({ type: 'pressRelease', slug: 'award' })).toBe('/press-release/award')
  })

  it('leads nowhere without a type or a slug', () => {
    expect(postHref({ type: null, slug: 'award' })).toBeUndefined()
    expect(postHref({ type: 'news', slug: null })).toBeUndefined()
  })
})
