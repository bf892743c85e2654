import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import type { FeaturedTrip } from '@/site/products'
import type { BlockOf } from '../types'
import { formatDepartures } from './departures'

type Card = BlockOf<'voyageCards'>['cards'][number]

const button = (label: string, slug: string): Card['button'] => ({
  _key: null,
  label,
  internalLink: true,
  siteLink: null,
  link: null,
  newTab: false,
  reference: { _type: 'page', slug, group: null, type: null, availableFrom: null, availableUntil: null },
})

const cruise = (
  code: string,
  name: string,
  durationDays: number | null,
  priceFrom: number | null,
): FeaturedTrip => ({
  type: 'cruise',
  code,
  name,
  durationDays,
  priceFrom,
  currency: 'AUD',
  image: { url: 'http://127.0.0.1:4110/warehouse-images/abc-1200x800.jpg', alt: 'A ship in a fjord' },
})

// As the server gives it (blockData.ts): the editor's cards, each with its cruise from the warehouse.
const block = (cards: BlockOf<'voyageCards'>['cards']): BlockOf<'voyageCards'> => ({
  _key: 'vc',
  _type: 'voyageCards',
  title: 'Where we’re sailing in 2027',
  intro: 'Fares are per person, twin share.',
  voyages: [],
  cards,
})

const norway: Card = {
  _key: 'nor',
  departures: ['2027-07-03', '2027-06-05', '2027-06-19'],
  summary: 'Return from Bergen under the midnight sun.',
  button: button('Ask about this voyage', 'enquire'),
  askAboutVoyage: true,
  product: cruise('CR-NOR-12', 'Norway’s Fjords & North Cape', 13, 9280),
}

describe('the voyage cards', () => {
  it("show each cruise as the warehouse has it (name, picture, nights, 'from' price) with the editor's dates and line", async () => {
    renderBlocks([block([norway])], 'cruises')
    expect(await screen.findByRole('heading', { name: 'Where we’re sailing in 2027' })).toBeInTheDocument()
    const [card] = screen.getAllByRole('listitem')
    expect(within(card!).getByRole('heading', { name: 'Norway’s Fjords & North Cape' })).toBeInTheDocument()
    // A 13-day voyage sails 12 nights.
    expect(card).toHaveTextContent('12 nights · Departs 5 June, 19 June and 3 July 2027')
    expect(card).toHaveTextContent('Return from Bergen under the midnight sun.')
    expect(card).toHaveTextContent('From $9,280 per person')
    expect(within(card!).getByRole('img')).toHaveAccessibleName('A ship in a fjord')
  })

  it('ask about the voyage by its warehouse name, or lead to the page the button names', async () => {
    const med: Card = {
      ...norway,
      _key: 'med',
      product: cruise('CR-MED-10', 'Mediterranean Mosaic', 15, 8990),
    }
    const page: Card = {
      ...norway,
      _key: 'page',
      askAboutVoyage: false,
      button: button('See this voyage', 'norway-fjords-offer'),
    }
    renderBlocks([block([norway, med, page])], 'cruises')
    const links = (await screen.findAllByRole('listitem')).map((card) => within(card).getByRole('link'))
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ask about this voyage', '/enquire?voyage=Norway%E2%80%99s+Fjords+%26+North+Cape'],
      ['Ask about this voyage', '/enquire?voyage=Mediterranean+Mosaic'],
      ['See this voyage', '/norway-fjords-offer'],
    ])
    // Buttons of one label: each says which voyage it is about.
    expect(links[1]).toHaveAccessibleDescription('Mediterranean Mosaic')
  })

  it('say "Price on request" for a cruise the warehouse prices on request', async () => {
    renderBlocks(
      [block([{ ...norway, product: cruise('CR-GAL-7', 'Galapagos Islands Expedition', 7, null) }])],
      'cruises',
    )
    expect(await screen.findByRole('listitem')).toHaveTextContent('Price on request')
  })

  it('show nothing, not even their title, when the warehouse has none of the cruises', async () => {
    renderBlocks([{ ...block([]), _key: 'none', title: 'Gone voyages' }, block([norway])], 'cruises')
    expect(await screen.findByRole('heading', { name: 'Where we’re sailing in 2027' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Gone voyages' })).not.toBeInTheDocument()
  })
})

describe('formatDepartures', () => {
  it('lists the dates in order, the year once when they share it', () => {
    expect(formatDepartures(['2027-07-03', '2027-06-05'], 'en-AU')).toBe('5 June and 3 July 2027')
    expect(formatDepartures(['2027-01-11', '2026-12-28'], 'en-AU')).toBe('28 Dec 2026 and 11 Jan 2027')
    expect(formatDepartures(['2027-06-05'], 'en-AU')).toBe('5 June 2027')
  })

  it('reads a day as a calendar day, in no time zone, and leaves out what is not a date', () => {
    expect(formatDepartures(['2027-01-01', 'soon'], 'en-US')).toBe('Jan 1 2027')
    expect(formatDepartures([], 'en-AU')).toBe('')
  })
})
