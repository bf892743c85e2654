import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import type { LinkValue } from '@/site/links'
import { siteInfo } from '@/server/content/siteInfo'
import { SiteProvider } from '@/site/SiteContext'
import { CmsLink } from './CmsLink'
import { TermsLink } from './TermsLink'

const link = (overrides: Partial<LinkValue>): LinkValue => ({
  internalLink: false,
  link: null,
  newTab: false,
  reference: null,
  ...overrides,
})

function renderLink(element: React.ReactNode) {
  return render(
    <ThemeProvider theme={brands.rail.theme}>
      <SiteProvider site={siteInfo({ id: 'rail', brand: 'rail' }, { homeSlug: 'home' })}>
        {element}
      </SiteProvider>
    </ThemeProvider>,
  )
}

describe('CmsLink', () => {
  it.each([
    ['a page', link({ internalLink: true, reference: { _type: 'page', slug: 'about-us' } }), '/about-us'],
    ['the home page', link({ internalLink: true, reference: { _type: 'page', slug: 'home' } }), '/'],
    [
      'a destination page',
      link({
        internalLink: true,
        reference: { _type: 'destinationPage', group: 'europe', slug: 'switzerland' },
      }),
      '/tour-destination/europe/switzerland',
    ],
    [
      'a post',
      link({ internalLink: true, reference: { _type: 'post', type: 'news', slug: 'autumn-in-kyoto' } }),
      '/news/autumn-in-kyoto',
    ],
    ['an internal link without a reference', link({ internalLink: true, link: '/brochures' }), '/brochures'],
    ['an external link', link({ link: 'https://www.sbb.ch/en' }), 'https://www.sbb.ch/en'],
    [
      "a booking-site path, on the site's booking site",
      link({ link: '/en/rails?destination=japan' }),
      'https://book.silverlinerail.com.au/en/rails?destination=japan',
    ],
  ])('links %s to its address, in the same tab', (_, value, href) => {
    renderLink(<CmsLink link={value}>Go</CmsLink>)
    const anchor = screen.getByRole('link', { name: 'Go' })
    expect(anchor).toHaveAttribute('href', href)
    expect(anchor).not.toHaveAttribute('target')
  })

  it('opens in a new tab when asked, without handing the new page a way back', () => {
    renderLink(<CmsLink link={link({ link: 'https://www.sbb.ch/en', newTab: true })}>SBB</CmsLink>)
    const anchor = screen.getByRole('link', { name: 'SBB' })
    expect(anchor).toHaveAttribute('target', '_blank')
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('renders its text alone when the link leads nowhere', () => {
    renderLink(<CmsLink link={link({ internalLink: true })}>Nowhere</CmsLink>)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Nowhere')).toBeInTheDocument()
  })
})

describe('TermsLink', () => {
  it('opens /terms-conditions in a new tab by default, and says so', () => {
    renderLink(<TermsLink>terms and conditions</TermsLink>)
    const anchor = screen.getByRole('link', { name: 'terms and conditions (opens in a new tab)' })
    expect(anchor).toHaveAttribute('href', '/terms-conditions')
    expect(anchor).toHaveAttribute('target', '_blank')
  })

  it('opens the referenced page instead when there is one', () => {
    renderLink(<TermsLink reference={{ _type: 'page', slug: 'booking-conditions' }}>terms</TermsLink>)
    expect(screen.getByRole('link', { name: /^terms/ })).toHaveAttribute('href', '/booking-conditions')
  })
})
