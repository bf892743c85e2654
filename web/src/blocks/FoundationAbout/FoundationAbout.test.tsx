import { screen } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'

describe('the foundation about block', () => {
  it("shows the golf foundation page's hero image, title, text and image, as its seed has them", async () => {
    const block = await seedBlock('golf', 'our-foundation', 'foundationAbout')
    renderBlocks([block], 'golf')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Fairway Foundation' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/five dollars of every golf holiday/)).toBeInTheDocument()
    const images = screen.getAllByRole('img')
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([block.heroImage!.alt, block.image!.alt])
    for (const image of images) {
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
    }
  })

  it('goes without its hero image when it has none', async () => {
    const block = await seedBlock('golf', 'our-foundation', 'foundationAbout')
    renderBlocks([{ ...block, heroImage: null }], 'golf')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([block.image!.alt])
  })
})
