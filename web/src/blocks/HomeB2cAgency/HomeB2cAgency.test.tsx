import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { ICON_PATHS } from '@/ui/icons'

describe('the home B2C agency block', () => {
  it('shows two groups of three icon items around its centre image, as the golf seed has them', async () => {
    const block = await seedBlock('golf', 'why-fairway', 'homeB2cAgency')
    const { container } = renderBlocks([block], 'golf')
    expect(await screen.findByRole('heading', { level: 1, name: block.title! })).toBeInTheDocument()
    expect(screen.getByText(block.intro!)).toBeInTheDocument()
    const groups = screen.getAllByRole('list')
    expect(groups).toHaveLength(2)
    const titles = groups.map((group) =>
      within(group)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    )
    expect(titles).toEqual([
      block.leftItems!.map((item) => item.title),
      block.rightItems!.map((item) => item.title),
    ])
    // The image between the two groups.
    const image = screen.getByRole('img', { name: block.image!.alt! })
    const layout = image.parentElement!
    expect([...layout.children]).toEqual([groups[0], image, groups[1]])
    // Each item's icon, decorative and sized.
    const icons = [...container.querySelectorAll('li svg')]
    expect(icons.map((icon) => icon.querySelector('path')?.getAttribute('d'))).toEqual(
      [...block.leftItems!, ...block.rightItems!].map((item) => ICON_PATHS[item.icon!]),
    )
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true')
      expect(icon).toHaveAttribute('width', '40')
    }
  })
})
