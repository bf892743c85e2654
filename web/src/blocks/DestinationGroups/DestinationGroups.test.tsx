import { fireEvent, screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import type { DestinationCategory } from '@/site/products'
import type { BlockOf } from '../types'
import { destinationGroupsOf, splitDestinations, SHOWN_BEFORE_MORE } from './destinationGroups'

const place = (title: string): DestinationCategory => ({
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  isShow: true,
  children: [],
})
const group = (title: string, places: string[]): DestinationCategory => ({
  title,
  slug: title.toLowerCase(),
  isShow: false,
  children: places.map(place),
})
const ASIA = ['Vietnam', 'Japan', 'Cambodia', 'Thailand', 'India', 'Sri Lanka', 'China', 'Laos', 'Indonesia']
const tree: DestinationCategory[] = [
  {
    title: 'TOUR DESTINATION',
    slug: 'tour-destination',
    isShow: false,
    children: [group('Asia', ASIA), group('Americas', ['Peru', 'Canada']), group('Empty', [])],
  },
]

const block: BlockOf<'destinationGroups'> = {
  _key: 'dg',
  _type: 'destinationGroups',
  title: 'Where we travel',
  destinations: tree,
}

describe('the destinations by group', () => {
  it('shows 7 destinations of a group, then the rest behind Show more', () => {
    expect(SHOWN_BEFORE_MORE).toBe(7)
    const { shown, more } = splitDestinations(group('Asia', ASIA))
    expect(shown.map(({ title }) => title)).toEqual(ASIA.slice(0, 7))
    expect(more.map(({ title }) => title)).toEqual(['Laos', 'Indonesia'])
    expect(splitDestinations(group('Seven', ASIA.slice(0, 7))).more).toEqual([])
  })

  it("takes the TOUR DESTINATION category's groups that have destinations", () => {
    expect(destinationGroupsOf(tree).map(({ title }) => title)).toEqual(['Asia', 'Americas'])
    expect(destinationGroupsOf([])).toEqual([])
  })

  it('links each destination to its tours, with Show more / Show less where a group has more than 7', async () => {
    renderBlocks([block])
    const asia = await screen.findByRole('region', { name: 'Asia' })
    const links = within(asia).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ASIA.map((name) => `/tours/${name.toLowerCase().replace(/ /g, '-')}`),
    )
    const more = asia.querySelector('details')!
    expect(more).not.toHaveAttribute('open')
    fireEvent.click(within(asia).getByText('Show more'))
    expect(
      within(screen.getByRole('region', { name: 'Americas' })).queryByText('Show more'),
    ).not.toBeInTheDocument()
  })

  it('says so when the warehouse gave no destinations', async () => {
    renderBlocks([{ ...block, destinations: [] }])
    expect(
      await screen.findByText('Our destinations cannot be shown just now. Please come back a little later.'),
    ).toBeInTheDocument()
  })
})
