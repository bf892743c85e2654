import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import type { BlockOf } from '../types'
import { relatedDestinationPath } from './relatedDestinationPath'

const image = { alt: 'A kasbah in the dunes', src: '/_seed/images/kasbah.jpg', width: 1600, height: 1000 }
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
    },
    {
      _key: 'x',
      categoryTitle: null,
      slug: 'nowhere',
      metaTitle: 'No category',
      description: null,
      image: null,
    },
  ],
}

describe('related destinations', () => {
  it('links each to /tour-destination/{category-title-slug}/{slug}', () => {
    expect(relatedDestinationPath('Asia', 'japan')).toBe('/tour-destination/asia/japan')
    expect(relatedDestinationPath('Africa & Middle East', 'morocco')).toBe(
      '/tour-destination/africa-middle-east/morocco',
    )
    expect(relatedDestinationPath('Île-de-France ', 'paris')).toBe('/tour-destination/ile-de-france/paris')
  })

  it('shows each with its category, title, description and image, leaving out one without a category', async () => {
    renderBlocks([block])
    const cards = await screen.findAllByRole('listitem')
    expect(cards).toHaveLength(1)
    const link = within(cards[0]!).getByRole('link')
    expect(link).toHaveAttribute('href', '/tour-destination/africa-middle-east/morocco')
    expect(link).toHaveTextContent(
      'Africa & Middle EastMoroccoFrom the imperial cities to a night under Saharan stars.',
    )
    expect(within(cards[0]!).getByRole('img')).toHaveAttribute('width', '1600')
  })
})
