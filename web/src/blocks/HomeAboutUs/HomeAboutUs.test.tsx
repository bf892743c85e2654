import { screen } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'

describe('the home about-us block', () => {
  it("shows the golf Why Fairway page's title, text and image, and its button at the bottom", async () => {
    const block = await seedBlock('golf', 'why-fairway', 'homeAboutUs')
    const { container } = renderBlocks([block], 'golf')
    const title = await screen.findByRole('heading', { level: 1, name: block.title! })
    expect(screen.getByText(/founded in Noosa by PGA professional/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: block.image!.alt! })).toHaveAttribute('height', '1000')
    const button = screen.getByRole('link', { name: 'Meet the team' })
    expect(button).toHaveAttribute('href', '/about-us')
    // At the bottom: after everything else in the block.
    const everything = [...container.querySelectorAll('section *')]
    expect(everything.indexOf(button)).toBeGreaterThan(everything.indexOf(title))
    expect(everything.indexOf(button)).toBeGreaterThan(everything.indexOf(screen.getByRole('img')))
  })
})
