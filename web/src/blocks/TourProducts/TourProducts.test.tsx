import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import type { TourSummary } from '@/site/products'
import type { BlockOf } from '../types'

const tour = (code: string, name: string, priceFrom: number | null, durationDays = 9): TourSummary => ({
  code,
  name,
  slug: code.toLowerCase(),
  image: null,
  durationDays,
  priceFrom,
  currency: 'NZD',
})

const block: BlockOf<'tourProducts'> = {
  _key: 'tp',
  _type: 'tourProducts',
  title: 'Small-group tours of Japan',
  destinationSlug: 'japan',
  seeMore: {
    _key: null,
    label: 'See More',
    internalLink: false,
    siteLink: null,
    link: '/en/tours?destination=japan',
    newTab: false,
    reference: null,
  },
  tours: [
    tour('TR-JP-5', 'Tokyo City Break', 2189, 5),
    tour('TR-JP-20', 'Japan in Depth: Samurai Trails', null, 20),
    ...['A', 'B', 'C', 'D', 'E'].map((letter) => tour(`TR-${letter}`, `Tour ${letter}`, 5000)),
  ],
}

describe('the tours of a destination', () => {
  it("shows a tour's photo through the site's image optimiser, sized for the card, and none where it has none", async () => {
    const photographed = {
      ...tour('TR-JP-5', 'Tokyo City Break', 2189, 5),
      image: { url: 'https://images.warehouse.example/TR-JP-5.jpg', alt: 'Shibuya crossing at night' },
    }
    renderBlocks([{ ...block, tours: [photographed, tour('TR-JP-7', 'Kyoto', 3000)] }], 'tours-nz')
    const [withPhoto, without] = await screen.findAllByRole('listitem')
    const photo = within(withPhoto!).getByRole('img', { name: 'Shibuya crossing at night' })
    expect(photo.getAttribute('src')).toMatch(
      /^\/_next\/image\?url=https%3A%2F%2Fimages\.warehouse\.example%2FTR-JP-5\.jpg&w=\d+&q=75$/,
    )
    expect(photo).toHaveAttribute('sizes', expect.stringContaining('24rem'))
    expect(photo).toHaveAttribute('loading', 'lazy')
    expect(within(without!).queryByRole('img')).toBeNull()
  })

  it('shows at most six cards, each with its length, its price from in the site currency, Book Now and Enquire', async () => {
    renderBlocks([block], 'tours-nz')
    const cards = await screen.findAllByRole('listitem')
    expect(cards).toHaveLength(6)
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Tokyo City Break')
    expect(cards[0]).toHaveTextContent('5 days')
    expect(cards[0]).toHaveTextContent('from NZD 2,189 per person')
    const bookNow = within(cards[0]!).getByRole('link', { name: 'Book Now: Tokyo City Break' })
    // On the New Zealand booking site, in this tab.
    expect(bookNow).toHaveAttribute('href', 'https://book.wayfarertours.co.nz/en/tours/detail/TR-JP-5')
    expect(bookNow).not.toHaveAttribute('target')
    // Beside it, an enquiry about the tour on this site, naming it by its code.
    expect(
      within(cards[0]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Book Now', 'Enquire'])
    expect(within(cards[0]!).getByRole('link', { name: 'Enquire: Tokyo City Break' })).toHaveAttribute(
      'href',
      '/enquire/tours/TR-JP-5',
    )
  })

  it('offers Enquire Now, an enquiry about it here, for a tour without a price, and says its price is on request', async () => {
    renderBlocks([block], 'tours-nz')
    const card = (await screen.findAllByRole('listitem'))[1]!
    expect(card).toHaveTextContent('Price on request')
    expect(within(card).getAllByRole('link')).toHaveLength(1)
    expect(
      within(card).getByRole('link', { name: 'Enquire Now: Japan in Depth: Samurai Trails' }),
    ).toHaveAttribute('href', '/enquire/tours/TR-JP-20')
  })

  it('links to the full list on the booking site, and describes the tours for search engines, with offers where priced', async () => {
    const { container } = renderBlocks([block], 'tours')
    expect(
      await screen.findByRole('link', { name: 'See More (Small-group tours of Japan)' }),
    ).toHaveAttribute('href', 'https://book.wayfarertours.com.au/en/tours?destination=japan')
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!)
    expect(data.itemListElement).toHaveLength(6)
    expect(data.itemListElement[0].item).toEqual({
      '@type': 'TouristTrip',
      name: 'Tokyo City Break',
      identifier: 'TR-JP-5',
      url: 'https://book.wayfarertours.com.au/en/tours/detail/TR-JP-5',
      offers: {
        '@type': 'Offer',
        price: 2189,
        priceCurrency: 'NZD',
        url: 'https://book.wayfarertours.com.au/en/tours/detail/TR-JP-5',
      },
    })
    expect(data.itemListElement[1].item).not.toHaveProperty('offers')
  })

  it('says so when the warehouse gave no tours', () => {
    renderBlocks([{ ...block, tours: [] }])
    expect(
      screen.getByText('No tours to show just now. Please come back a little later.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
  })

  it("links golf's cards to the golf packages' detail pages: golf's warehouse answers its packages", async () => {
    const { container } = renderBlocks(
      [{ ...block, tours: [tour('GF-IE-6', 'Dublin & the East Coast Links', 3990)] }],
      'golf',
    )
    const detail = 'https://book.fairwaygolfjourneys.com/en/golfs/detail/GF-IE-6'
    expect(
      await screen.findByRole('link', { name: 'Book Now: Dublin & the East Coast Links' }),
    ).toHaveAttribute('href', detail)
    expect(screen.getByRole('link', { name: 'Enquire: Dublin & the East Coast Links' })).toHaveAttribute(
      'href',
      '/enquire/golfs/GF-IE-6',
    )
    // Search engines read the same page.
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!)
    expect(data.itemListElement[0].item.url).toBe(detail)
  })
})
