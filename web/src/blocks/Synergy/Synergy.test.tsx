import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { document as toursHome } from '../../../../studio/seed/documents/tours/page-tours-home'
import type { BlockOf } from '../types'

const seeded = toursHome.blocks.find((block) => block._type === 'synergy')!

describe('the synergy block', () => {
  it("shows the tours home page's brands as its seed document has them", async () => {
    renderBlocks([await seedBlock('tours', '', 'synergy')])
    expect(await screen.findByRole('heading', { level: 1, name: seeded.title })).toBeInTheDocument()
    expect(screen.getByText(seeded.intro)).toBeInTheDocument()
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(
      seeded.items.map((item) => item.title),
    )
    expect(items.map((item) => within(item).getByRole('img').getAttribute('alt'))).toEqual(
      seeded.items.map((item) => item.image.alt),
    )
    // Drawn at 88 px whatever the file's shape; its size keeps its room as it loads.
    for (const image of screen.getAllByRole('img')) {
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
    }
  })

  it('links within the site in the same tab, and to a sister brand in a new tab', async () => {
    renderBlocks([await seedBlock('tours', '', 'synergy')])
    const own = await screen.findByRole('link', { name: 'Our small-group tours' })
    expect(own).toHaveAttribute('href', '/small-group-tours')
    expect(own).not.toHaveAttribute('target')
    // The sister brand's site at its primary domain, saying that the link leaves this site.
    const sister = screen.getByRole('link', {
      name: 'Visit Tidewater Cruises (opens in a new tab) (leaves this site)',
    })
    expect(sister).toHaveAttribute('href', 'https://tidewatercruises.com.au/')
    expect(sister).toHaveAttribute('target', '_blank')
    expect(sister).toHaveAttribute('rel', 'noopener noreferrer')
    // One arrow: the new tab's note says its words only inside a link that leaves the site.
    expect(sister.querySelectorAll('svg')).toHaveLength(1)
  })

  it("names the brand a card's link leads to when its label does not", async () => {
    const block: BlockOf<'synergy'> = {
      _key: 's1',
      _type: 'synergy',
      title: 'Together',
      intro: null,
      items: [
        {
          _key: 'a',
          title: 'Small ships',
          text: null,
          image: null,
          link: {
            _key: null,
            label: 'Our voyages',
            internalLink: false,
            siteLink: null,
            link: 'https://www.tidewatercruises.com.au/river-cruising?from=golf#ships',
            newTab: false,
            reference: null,
          },
        },
      ],
    }
    renderBlocks([block], 'golf')
    const link = await screen.findByRole('link', { name: 'Our voyages Tidewater Cruises (leaves this site)' })
    expect(link).toHaveAttribute('href', 'https://tidewatercruises.com.au/river-cruising?from=golf#ships')
    expect(link).toHaveTextContent(/^Our voyages Tidewater Cruises \(leaves this site\)$/)
    expect(link).not.toHaveAttribute('target')
  })

  it('heads its items one level below its title, and shows an item without text or link', async () => {
    const block: BlockOf<'synergy'> = {
      _key: 's1',
      _type: 'synergy',
      title: 'Together',
      intro: null,
      items: [{ _key: 'a', title: 'Just a name', text: null, image: null, link: null }],
    }
    renderBlocks([{ ...block, _key: 'first', title: 'Before' }, block])
    expect(await screen.findByRole('heading', { level: 2, name: 'Together' })).toBeInTheDocument()
    const [, item] = screen.getAllByRole('listitem')
    expect(item).toHaveTextContent(/^Just a name$/)
    expect(within(item!).getByRole('heading', { level: 3 })).toBeInTheDocument()
  })
})
