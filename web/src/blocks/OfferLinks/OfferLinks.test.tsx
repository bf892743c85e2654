import { screen, waitFor, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { document as toursHome } from '../../../../studio/seed/documents/tours/page-tours-home'
import type { BlockOf } from '../types'

const toPage = (slug: string | null) => ({
  internalLink: true,
  siteLink: null,
  link: null,
  newTab: false,
  reference:
    slug === null
      ? null
      : { _type: 'page' as const, slug, group: null, type: null, availableFrom: null, availableUntil: null },
})

const offers: BlockOf<'offerLinks'> = {
  _key: 'o1',
  _type: 'offerLinks',
  title: 'Offers',
  sections: [
    {
      _key: 's1',
      title: 'This season',
      offers: null,
      links: [
        { _key: 'a', label: 'Home', ...toPage('home') },
        { _key: 'b', label: 'A deleted page', ...toPage(null) },
        {
          _key: 'c',
          label: 'Same tab elsewhere',
          internalLink: false,
          siteLink: null,
          link: 'https://example.com/',
          newTab: false,
          reference: null,
        },
      ],
    },
  ],
}

const renderLater = (block: BlockOf<'offerLinks'>) =>
  renderBlocks([{ _key: 'first', _type: 'offerLinks', title: 'Before', sections: [] }, block])

describe('the offer links', () => {
  it("lists the tours home page's sections, each section's offers by their titles, then its links", async () => {
    const seeded = toursHome.blocks.find((block) => block._type === 'offerLinks')
    const block = await seedBlock('tours', '', 'offerLinks')
    renderBlocks([block])
    expect(await screen.findByRole('heading', { level: 1, name: seeded?.title })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      seeded?.sections.map((section) => section.title),
    )
    const firstSection = screen.getAllByRole('list')[0]!
    const offers = block.sections?.[0]?.offers ?? []
    // The site's own offers (tours: the Australian Japan offer, not the New Zealand one).
    expect(offers.map((offer) => offer.slug)).not.toContain(null)
    expect(new Set(offers.map((offer) => offer.slug)).size).toBe(offers.length)
    expect(
      within(firstSection)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ...offers.map((offer) => [offer.title, `/offers/${offer.slug}`]),
      // The first section's own links are addresses (All current offers: /offers).
      ...(seeded?.sections[0]?.links ?? []).map((link) => [link.label, 'link' in link ? link.link : null]),
    ])
  })

  it('links to a page at /{slug}, in the same tab', async () => {
    renderBlocks([await seedBlock('tours', '', 'offerLinks')])
    const link = await screen.findByRole('link', { name: 'Order a free brochure' })
    expect(link).toHaveAttribute('href', '/brochure-request')
    expect(link).not.toHaveAttribute('target')
  })

  it('opens an external link flagged so in a new tab, and says so', async () => {
    renderBlocks([await seedBlock('tours', '', 'offerLinks')])
    const link = await screen.findByRole('link', {
      name: 'Travel insurance Cover-More (opens in a new tab)',
    })
    expect(link).toHaveAttribute('href', 'https://www.covermore.com.au/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it("links each market's own travel insurance and advice, named beside the label", async () => {
    renderBlocks([await seedBlock('tours', '', 'offerLinks')], 'tours-nz')
    expect(
      await screen.findByRole('link', { name: 'Travel insurance Cover-More NZ (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.covermore.co.nz/')
    expect(
      screen.getByRole('link', { name: 'Advice for your destination SafeTravel (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.safetravel.govt.nz/')
  })

  it('links the home page at /, shows a link leading nowhere as text, and heads sections below the title', async () => {
    renderLater(offers)
    expect(await screen.findByRole('heading', { level: 2, name: 'Offers' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'This season' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('link', { name: 'A deleted page' })).toBeNull()
    expect(screen.getByText('A deleted page')).toBeInTheDocument()
    const external = screen.getByRole('link', { name: 'Same tab elsewhere' })
    expect(external).toHaveAttribute('href', 'https://example.com/')
    expect(external).not.toHaveAttribute('target')
  })

  it('renders nothing without sections', async () => {
    const { container } = renderBlocks([{ ...offers, sections: [] }])
    // Only the static block's wrapper, which adds no box, once its code has loaded.
    await waitFor(() => expect(container.innerHTML).toBe('<div style="display: contents;"></div>'))
  })
})
