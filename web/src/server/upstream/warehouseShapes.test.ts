import { categoryOf, destinationKeysOf, listOf, productSummaryOf, tourSummaryOf } from './warehouseShapes'

describe("reading the warehouse's answers", () => {
  it('keeps the destination keys of call 1, each once, blank ones left out', () => {
    expect(
      destinationKeysOf({ destinations: { vietnam: 3, ' japan ': 1, japan: 2, '': 1 }, products: {} }),
    ).toEqual(['vietnam', 'japan'])
    expect(destinationKeysOf({ destinations: ['vietnam'] })).toEqual([])
    expect(destinationKeysOf(null)).toEqual([])
  })

  it('keeps products with a code and a name, and only images on the allowed origin', () => {
    const answer = [
      {
        code: 'A',
        name: 'Alps',
        images: [
          { url: 'javascript:alert(1)' },
          { url: 'https://other.example/a.jpg' },
          // Same prefix, another host.
          { url: 'https://img.example.evil/a.jpg' },
          { url: 'https://img.example/a.jpg', alt: 'Peaks' },
        ],
      },
      { code: 'B', name: 'Bay', images: [{ url: '/relative.jpg' }, { url: '//img.example/b.jpg' }] },
      { code: 'C', name: 'Coast', images: [{ url: 'https://img.example/c.jpg' }] },
      { code: '', name: 'No code' },
      { code: 'D' },
      'junk',
      null,
    ]
    expect(listOf(answer, (entry) => productSummaryOf(entry, 'https://img.example'))).toEqual([
      { code: 'A', name: 'Alps', image: { url: 'https://img.example/a.jpg', alt: 'Peaks' } },
      { code: 'B', name: 'Bay', image: null },
      { code: 'C', name: 'Coast', image: { url: 'https://img.example/c.jpg', alt: 'Coast' } },
    ])
    // No origin configured: no photos at all.
    expect(listOf(answer, (entry) => productSummaryOf(entry, null)).map(({ image }) => image)).toEqual([
      null,
      null,
      null,
    ])
  })

  it('reads a tour card, its price null when it has none or it is not a positive number', () => {
    const tour = {
      code: 'T',
      name: 'Trail',
      slug: 'trail',
      durationDays: 9,
      priceFrom: 1200,
      currency: 'NZD',
      hasPrice: true,
    }
    expect(tourSummaryOf(tour, 'AUD', null)).toEqual({
      code: 'T',
      name: 'Trail',
      slug: 'trail',
      image: null,
      durationDays: 9,
      priceFrom: 1200,
      currency: 'NZD',
    })
    expect(tourSummaryOf({ ...tour, hasPrice: false }, 'AUD', null)?.priceFrom).toBeNull()
    expect(tourSummaryOf({ ...tour, priceFrom: '1200' }, 'AUD', null)?.priceFrom).toBeNull()
    expect(tourSummaryOf({ ...tour, currency: undefined }, 'AUD', null)?.currency).toBe('AUD')
    expect(tourSummaryOf({ ...tour, slug: '' }, 'AUD', null)).toBeNull()
  })

  it('reads the category tree, leaving out nodes without a title or slug', () => {
    expect(
      categoryOf({
        title: 'Asia',
        slug: 'asia',
        children: [{ title: 'Laos', slug: 'laos', isShow: false }, { title: 'Nowhere' }, 7],
      }),
    ).toEqual({
      title: 'Asia',
      slug: 'asia',
      isShow: false,
      children: [{ title: 'Laos', slug: 'laos', isShow: false, children: [] }],
    })
  })
})
