import { screen } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'

describe('the cruise-partner about block', () => {
  it("shows the cruise partners page's subtitle, title, text, image and link, as its seed has them", async () => {
    const block = await seedBlock('cruises', 'partners', 'cruisePartnerAbout')
    renderBlocks([block], 'cruises')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sailing with partners who know their waters' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Our partners')).toBeInTheDocument()
    expect(screen.getByText(/family-run river companies/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: block.image!.alt! })).toHaveAttribute('width', '1600')
    expect(screen.getByRole('link', { name: 'Speak with our cruise team' })).toHaveAttribute(
      'href',
      '/contact-us',
    )
  })

  it('goes without its subtitle and button when it has none', async () => {
    const block = await seedBlock('cruises', 'partners', 'cruisePartnerAbout')
    renderBlocks([{ ...block, subtitle: null, button: null }], 'cruises')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByText('Our partners')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
