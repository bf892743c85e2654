import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import type { BlockOf } from '../types'

const image = {
  alt: 'A kasbah in the dunes',
  src: '/_seed/images/kasbah.jpg',
  width: 1600,
  height: 1000,
  crop: null,
  hotspot: null,
}
const block: BlockOf<'destinationRelations'> = {
  _key: 'rel',
  _type: 'destinationRelations',
  title: 'Combine Vietnam with',
  entries: [
    {
      _key: 'm',
      categoryTitle: 'Africa & Middle East',
      slug: 'morocco',
      metaTitle: 'Morocco',
      description: 'From the imperial cities to a night under Saharan stars.',
      image,
      page: null,
    },
    {
      _key: 'j',
      categoryTitle: 'Asia',
      slug: 'japan',
      metaTitle: 'Japan',
      description: null,
      image,
      page: { brand: 'tours', group: 'asia', slug: 'japan' },
    },
    {
      _key: 'x',
      categoryTitle: null,
      slug: 'nowhere',
      metaTitle: 'No category',
      description: null,
      image: null,
      page: null,
    },
  ],
}

describe('related destinations', () => {
  it('shows each with its category, title, description and image, leaving out one without a category', async () => {
    renderBlocks([block])
    const cards = await screen.findAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const link = within(cards[0]!).getByRole('link')
    // No page of its own: the destination's tours.
    expect(link).toHaveAttribute('href', '/tours/morocco')
    expect(link).toHaveTextContent(
      'Africa & Middle EastMoroccoFrom the imperial cities to a night under Saharan stars.',
    )
    expect(within(cards[0]!).getByRole('img')).toHaveAttribute('width', '1600')
    // Its page, at the page's own address.
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/tour-destination/asia/japan')
  })
})
