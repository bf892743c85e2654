import { getSite, type Site, sites } from '@travel/config'
import { bookingOrigin, bookingUrl, isBookingPath, onBookingSite } from './bookingSite'
import { productDetailUrl, PRODUCT_TYPES, touristTrips } from './products'

const site = (id: string): Site => getSite(id)!

describe("a site's booking site", () => {
  const saved = process.env.NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN
    else process.env.NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN = saved
  })
  beforeEach(() => {
    delete process.env.NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN
  })

  it.each([
    ['tours', 'https://book.wayfarertours.com.au'],
    ['tours-nz', 'https://book.wayfarertours.co.nz'],
    ['cruises', 'https://book.tidewatercruises.com.au'],
    ['golf', 'https://book.fairwaygolfjourneys.com'],
    ['rail', 'https://book.silverlinerail.com.au'],
  ])('%s books on %s', (id, origin) => {
    expect(bookingOrigin(site(id))).toBe(origin)
    expect(productDetailUrl(site(id), 'tour', 'TR-JP-5')).toBe(`${origin}/en/tours/detail/TR-JP-5`)
  })

  it.each([
    ['tour', 'TR-JP-7', '/en/tours/detail/TR-JP-7'],
    ['cruise', 'CR-MED-10', '/en/cruises/detail/CR-MED-10'],
    ['golf-package', 'GF-SCO-7', '/en/golfs/detail/GF-SCO-7'],
    ['rail', 'RL-CH-10', '/en/rails/detail/RL-CH-10'],
  ] as const)("links a %s to the specification's path on every site's booking site", (type, code, path) => {
    for (const each of sites) {
      expect(productDetailUrl(each, type, code)).toBe(`${each.bookingOrigin}${path}`)
    }
  })

  it('covers every product type, and escapes a code that is not one path segment', () => {
    expect(PRODUCT_TYPES.map((type) => new URL(productDetailUrl(site('rail'), type, 'X')).pathname)).toEqual([
      '/en/tours/detail/X',
      '/en/cruises/detail/X',
      '/en/golfs/detail/X',
      '/en/rails/detail/X',
    ])
    expect(productDetailUrl(site('rail'), 'rail', 'RL CH/10')).toBe(
      'https://book.silverlinerail.com.au/en/rails/detail/RL%20CH%2F10',
    )
  })

  it("is the local stand-in's origin for every site in a local build, the paths unchanged", () => {
    process.env.NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN = 'http://127.0.0.1:4010/'
    for (const each of sites) {
      expect(productDetailUrl(each, 'golf-package', 'GF-SCO-7')).toBe(
        'http://127.0.0.1:4010/en/golfs/detail/GF-SCO-7',
      )
    }
    expect(bookingUrl(site('tours'), '/en/tours?destination=japan', '')).toBe(
      'https://book.wayfarertours.com.au/en/tours?destination=japan',
    )
  })

  it('tells search engines the production booking page, whatever the build', () => {
    process.env.NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN = 'http://127.0.0.1:4010'
    const tour = {
      code: 'TR-NZ-21',
      name: 'NZ',
      slug: 'nz',
      image: null,
      durationDays: 21,
      priceFrom: 1,
      currency: 'NZD',
    }
    const [trip] = touristTrips(site('tours-nz'), [tour]).itemListElement
    expect(trip!.item.url).toBe('https://book.wayfarertours.co.nz/en/tours/detail/TR-NZ-21')
  })
})

describe("an editor's link to a booking-site path", () => {
  it.each([
    '/en/tours?destination=japan',
    '/en/tours',
    '/en/cruises/detail/CR-MED-10',
    '/en/golfs/detail/GF-SCO-7',
    '/en/rails',
  ])('%s is on the booking site', (path) => {
    expect(isBookingPath(path)).toBe(true)
    expect(onBookingSite(site('cruises'), path)).toBe(`https://book.tidewatercruises.com.au${path}`)
  })

  it.each([
    '/',
    '/tours/japan',
    '/en',
    '/en/toursx',
    '/english/tours',
    'https://example.com/en/tours',
    '#top',
  ])('%s is left as it is', (href) => {
    expect(isBookingPath(href)).toBe(false)
    expect(onBookingSite(site('tours'), href)).toBe(href)
  })

  it('leaves nothing to something', () => {
    expect(onBookingSite(site('tours'), undefined)).toBeUndefined()
    expect(onBookingSite(undefined, '/en/tours')).toBe('/en/tours')
  })
})
