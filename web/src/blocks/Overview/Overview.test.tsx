import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { document as golfHome } from '../../../../studio/seed/documents/golf/page-golf-home'
import type { BlockOf } from '../types'

const seeded = golfHome.blocks.find((block) => block._type === 'overview')!
const textOf = (blocks: { children: { text: string }[] }[]) =>
  blocks.map((block) => block.children.map((child) => child.text).join(''))

const paragraph = (key: string, text: string) => ({
  _key: key,
  _type: 'block' as const,
  style: 'normal' as const,
  markDefs: [],
  children: [{ _key: `${key}s`, _type: 'span' as const, text, marks: [] }],
})

describe('the overview', () => {
  it("shows the golf home page's text, with the rest behind a closed Read more", async () => {
    renderBlocks([await seedBlock('golf', '', 'overview')], 'golf')
    expect(await screen.findByRole('heading', { level: 1, name: seeded.title })).toBeInTheDocument()
    const [shown, ...more] = [...textOf(seeded.text), ...textOf(seeded.moreText)]
    expect(screen.getByText(shown!)).toBeVisible()
    const expander = screen.getByText('Read more').closest('summary')!
    expect(expander).toHaveAccessibleName(`Read more about ${seeded.title}`)
    const details = expander.closest('details')!
    expect(details).not.toHaveAttribute('open')
    for (const text of more) expect(within(details).getByText(text)).toBeInTheDocument()
  })

  it('links each tile to its page, named by its label, with its image sized and decorative', async () => {
    renderBlocks([await seedBlock('golf', '', 'overview')], 'golf')
    const tiles = within((await screen.findAllByRole('list'))[0]!).getAllByRole('link')
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['The courses', '/the-courses'],
      ['How it works', '/how-our-golf-holidays-work'],
      ['Non-golfing partners', '/non-golfing-partners'],
      ['About us', '/about-us'],
    ])
    for (const tile of tiles) {
      const image = tile.querySelector('img')
      expect(image).toHaveAttribute('alt', '')
      expect(image).toHaveAttribute('aria-hidden', 'true')
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
    }
  })

  it('shows the text alone when there is no more to read, and no tiles when there are none', async () => {
    const block: BlockOf<'overview'> = {
      _key: 'v1',
      _type: 'overview',
      title: 'In short',
      text: [paragraph('p1', 'All of it.')],
      moreText: null,
      tiles: null,
    }
    const { container } = renderBlocks([block])
    expect(await screen.findByText('All of it.')).toBeVisible()
    expect(container.querySelector('details')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
