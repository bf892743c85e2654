import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { document as toursHome } from '../../../../studio/seed/documents/tours/page-tours-home'
import type { BlockOf } from '../types'
import { ICON_PATHS } from '@/ui/icons'

const strip: BlockOf<'iconStrip'> = {
  _key: 'i1',
  _type: 'iconStrip',
  title: 'Travel made simple',
  items: [
    { _key: 'a', icon: 'support', title: '24/7 support', text: 'A person who knows your trip, any hour.' },
    { _key: 'b', icon: 'mobile', title: 'Mobile tickets', text: null },
    { _key: 'c', icon: null, title: 'No icon chosen', text: null },
  ],
}

function renderStrip(block: BlockOf<'iconStrip'>, position: 'first' | 'later' = 'later') {
  return renderBlocks(position === 'first' ? [block] : [{ ...block, _key: 'x', title: 'Before' }, block])
}

describe('the icon strip', () => {
  it("shows the tours home page's strip as its seed document has it", async () => {
    const seeded = toursHome.blocks.find((block) => block._type === 'iconStrip')
    renderBlocks([await seedBlock('tours', '', 'iconStrip')])
    expect(await screen.findByRole('heading', { level: 1, name: seeded?.title })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      seeded?.items?.map((item) => `${item.title}${item.text}`),
    )
  })

  it('lists each item with its title and line, under the strip title', async () => {
    renderStrip(strip)
    expect(await screen.findAllByRole('heading', { level: 2, name: 'Travel made simple' })).toHaveLength(1)
    const items = within(screen.getAllByRole('list')[1]!).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '24/7 supportA person who knows your trip, any hour.',
      'Mobile tickets',
      'No icon chosen',
    ])
  })

  it('draws the chosen icons, sized and hidden from screen readers, and none where none was chosen', async () => {
    renderStrip(strip)
    const items = within((await screen.findAllByRole('list'))[1]!).getAllByRole('listitem')
    const icons = items.map((item) => item.querySelector('svg'))
    expect(icons.map((icon) => icon?.querySelector('path')?.getAttribute('d') ?? null)).toEqual([
      ICON_PATHS.support,
      ICON_PATHS.mobile,
      null,
    ])
    for (const icon of icons.slice(0, 2)) {
      expect(icon).toHaveAttribute('aria-hidden', 'true')
      expect(icon).toHaveAttribute('width', '40')
      expect(icon).toHaveAttribute('height', '40')
    }
  })

  it("carries the page's main heading when it comes first, and renders nothing without items", async () => {
    renderStrip(strip, 'first')
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel made simple' })).toBeInTheDocument()
    const { container } = renderBlocks([{ ...strip, _key: 'empty', items: [] }])
    await screen.findAllByRole('heading', { level: 1 })
    // Only the static block's wrapper, which adds no box.
    expect(container.innerHTML).toBe('<div style="display: contents;"></div>')
  })
})
