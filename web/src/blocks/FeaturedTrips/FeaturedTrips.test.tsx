import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import type { FeaturedTrip } from '@/site/products'
import type { BlockOf } from '../types'

const trip = (
  type: FeaturedTrip['type'],
  code: string,
  name: string,
  priceFrom: number | null,
): FeaturedTrip => ({
  type,
  code,
  name,
  image: null,
  durationDays: 13,
  priceFrom,
  currency: 'NZD',
})

// As the page query gives it (the tours home's): references only, the cards come from the
// warehouse on the server (blockData.ts).
const block: Omit<BlockOf<'featuredTrips'>, 'products'> = {
  _key: 'ft',
  _type: 'featuredTrips',
  title: 'Where we’re heading in 2026',
  intro: 'A few favourites for the year ahead, priced per person twin share:',
  trips: [{ type: 'tour', code: 'TR-JP-KISO' }],
}

describe('the featured trips', () => {
  it("shows the tours home's trips as the warehouse gave them, each with its length, price, Book Now and Enquire", async () => {
    renderBlocks(
      [{ ...block, products: [trip('tour', 'TR-JP-KISO', 'Japan: Kyoto, Kiso & the Alps', 9290)] }],
      'tours-nz',
    )
    expect(await screen.findByRole('heading', { name: 'Where we’re heading in 2026' })).toBeInTheDocument()
    expect(screen.getByText(/A few favourites for the year ahead/)).toBeInTheDocument()
    const [card] = screen.getAllByRole('listitem')
    expect(card).toHaveTextContent('13 days')
    expect(card).toHaveTextContent('from NZD 9,290 per person')
    expect(
      within(card!).getByRole('link', { name: 'Book Now: Japan: Kyoto, Kiso & the Alps' }),
    ).toHaveAttribute('href', 'https://book.wayfarertours.co.nz/en/tours/detail/TR-JP-KISO')
    expect(
      within(card!).getByRole('link', { name: 'Enquire: Japan: Kyoto, Kiso & the Alps' }),
    ).toHaveAttribute('href', '/enquire/tours/TR-JP-KISO')
  })

  it('links each trip by its own type, and tells search engines the same', async () => {
    const { container } = renderBlocks(
      [{ ...block, products: [trip('rail', 'RL-JP-14', 'Japan by Shinkansen', null)] }],
      'rail',
    )
    const card = (await screen.findAllByRole('listitem'))[0]!
    expect(card).toHaveTextContent('Price on request')
    expect(within(card).getByRole('link', { name: 'Enquire Now: Japan by Shinkansen' })).toHaveAttribute(
      'href',
      '/enquire/rails/RL-JP-14',
    )
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!)
    expect(data.itemListElement[0].item.url).toMatch(/\/en\/rails\/detail\/RL-JP-14$/)
  })

  it('says so when the warehouse has none of the trips any more', async () => {
    renderBlocks([{ ...block, products: [] }], 'golf')
    expect(
      await screen.findByText('No trips to show just now. Please come back a little later.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
  })
})
