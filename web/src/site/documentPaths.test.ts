import { documentPath, pagePath } from './documentPaths'

describe('pagePath', () => {
  it('puts the home page at / and others at /{slug}', () => {
    expect(pagePath('home', 'home')).toBe('/')
    expect(pagePath('about-us', 'home')).toBe('/about-us')
    expect(pagePath('home', null)).toBe('/home')
  })
})

describe('documentPath', () => {
  it('puts a page at /{slug}, and the home page at /', () => {
    expect(documentPath({ _type: 'page', slug: 'small-group-tours' }, 'home')).toBe('/small-group-tours')
    expect(documentPath({ _type: 'page', slug: 'home' }, 'home')).toBe('/')
  })

  it('puts a destination page at /tour-destination/{group}/{slug}', () => {
    expect(documentPath({ _type: 'destinationPage', group: 'asia', slug: 'japan' }, 'home')).toBe(
      '/tour-destination/asia/japan',
    )
  })

  it('puts a post at /{type-slug}/{slug}', () => {
    const post = { _type: 'post', type: 'travelTips', slug: 'japan-by-rail-kyoto-to-the-alps' } as const
    expect(documentPath(post, 'home')).toBe('/travel-tips/japan-by-rail-kyoto-to-the-alps')
    expect(documentPath({ _type: 'post', type: 'news', slug: 'home' }, 'home')).toBe('/news/home')
  })

  it('puts an offer at /offers/{slug}, even one named home', () => {
    expect(documentPath({ _type: 'offer', slug: 'norway-fjords-balcony-upgrade' }, 'home')).toBe(
      '/offers/norway-fjords-balcony-upgrade',
    )
    expect(documentPath({ _type: 'offer', slug: 'home' }, 'home')).toBe('/offers/home')
  })

  it('leads nowhere when a document lacks a part of its address', () => {
    expect(documentPath({ _type: 'page', slug: null }, 'home')).toBeUndefined()
    expect(documentPath({ _type: 'destinationPage', group: null, slug: 'japan' }, 'home')).toBeUndefined()
    expect(documentPath({ _type: 'destinationPage', group: 'asia', slug: null }, 'home')).toBeUndefined()
    expect(documentPath({ _type: 'post', type: null, slug: 'japan-by-rail' }, 'home')).toBeUndefined()
    expect(documentPath({ _type: 'offer', slug: null }, 'home')).toBeUndefined()
  })
})
