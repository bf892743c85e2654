import { SLUG_MAX_LENGTH } from '@travel/config'
import { postHref, postRoute, typeSlug } from './posts'

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

describe('postRoute', () => {
  it("names a post by a slug the Studio could have written (config's isSlugSegment), else nothing", () => {
    expect(postRoute('news/japan-by-rail')).toEqual({ kind: 'post', type: 'news', slug: 'japan-by-rail' })
    expect(postRoute('news/Japan')).toBeNull()
    expect(postRoute('news/japan--rail')).toBeNull()
    expect(postRoute(`news/${'a'.repeat(SLUG_MAX_LENGTH + 1)}`)).toBeNull()
  })
})
