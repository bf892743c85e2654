import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { PICTURES } from '../../../../studio/seed/pictures'
import { formatDepartures } from './departures'

async function renderCruises(slug: string) {
  renderBlocks([await seedBlock('cruises', slug, 'voyageCards')], 'cruises')
  return screen.findAllByRole('listitem')
}

describe('the voyage cards', () => {
  it("show the cruises home's voyages with their nights, dates, line and 'from' price in the site's currency", async () => {
    const cards = await renderCruises('home')
    expect(screen.getByRole('heading', { level: 1, name: 'Where we’re sailing in 2027' })).toBeInTheDocument()
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Mediterranean Mosaic',
      'Alaska’s Inside Passage',
      'Norway’s Fjords & North Cape',
      'Danube Serenade',
      'Mekong Discovery',
    ])
    const norway = cards[2]!
    expect(norway).toHaveTextContent('12 nights · Departs 5 June, 19 June and 3 July 2027')
    expect(norway).toHaveTextContent('From $9,280 per person')
    // North Cape's northern lights: the home's hero already shows the fjord's waterfall.
    expect(within(norway).getByRole('img')).toHaveAccessibleName(
      PICTURES['cruises-fjord-northern-lights'].alt,
    )
  })

  it('lead to the voyage’s page, or to the enquiry with the voyage named in the link', async () => {
    const cards = await renderCruises('home')
    const links = cards.map((card) => within(card).getByRole('link'))
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ask about this voyage', '/enquire?voyage=Mediterranean+Mosaic'],
      ['Ask about this voyage', '/enquire?voyage=Alaska%E2%80%99s+Inside+Passage'],
      ['See this voyage', '/norway-fjords-offer'],
      ['Ask about this voyage', '/enquire?voyage=Danube+Serenade'],
      ['Ask about this voyage', '/enquire?voyage=Mekong+Discovery'],
    ])
    // Five buttons of two labels: each says which voyage it is about.
    expect(links[3]).toHaveAccessibleDescription('Danube Serenade')
  })

  it('give the Norway offer page its price and dates, and its button asks about that voyage', async () => {
    const [card] = await renderCruises('norway-fjords-offer')
    expect(card).toHaveTextContent('12 nights · Departs 5 June, 19 June and 3 July 2027')
    expect(card).toHaveTextContent('From $9,280 per person')
    expect(within(card!).getByRole('link', { name: 'Ask about this voyage' })).toHaveAttribute(
      'href',
      '/enquire?voyage=Norway%E2%80%99s+Fjords+%26+North+Cape',
    )
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
