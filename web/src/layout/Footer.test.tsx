import { render, screen, within } from '@testing-library/react'
import { brands, getSite } from '@travel/config'
import { PageProviders } from '@/hydration/PageProviders'
import { siteInfo } from '@/server/content/siteInfo'
import { seedSettings } from '@/testing/seedContent'
import { Footer } from './Footer'
import type { SiteSettings } from './siteSettings'

function renderFooter(settings: SiteSettings, siteId: string) {
  const site = getSite(siteId)!
  return render(
    <PageProviders
      contexts={{ router: null, theme: brands[site.brand].theme, site: siteInfo(site, settings) }}
    >
      <Footer settings={settings} />
    </PageProviders>,
  )
}

const legalLinks = () =>
  within(screen.getByRole('navigation', { name: 'Legal' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('Footer', () => {
  it.each(['tours', 'tours-nz', 'cruises', 'golf', 'rail'])(
    "links %s's privacy policy and terms, the pages its settings name",
    async (siteId) => {
      renderFooter(await seedSettings(getSite(siteId)!.brand), siteId)
      expect(legalLinks()).toEqual([
        ['Privacy policy', '/privacy-policy'],
        ['Terms & conditions', '/terms-conditions'],
      ])
    },
  )

  it('links the pages the settings name, and the specs’ addresses when they name none', async () => {
    const settings = await seedSettings('golf')
    renderFooter({ ...settings, privacySlug: 'your-privacy', termsSlug: null }, 'golf')
    expect(legalLinks()).toEqual([
      ['Privacy policy', '/your-privacy'],
      ['Terms & conditions', '/terms-conditions'],
    ])
  })

  it.each([
    [
      'tours',
      '1300 929 327',
      'tel:+611300929327',
      'hello@wayfarertours.com.au',
      /Wayfarer Tours Pty Ltd\. ABN/,
    ],
    [
      'tours-nz',
      '0800 929 327',
      'tel:+64800929327',
      'kiaora@wayfarertours.co.nz',
      /Wayfarer Tours \(NZ\) Limited\. NZBN/,
    ],
    [
      'cruises',
      '1300 843 392',
      'tel:+611300843392',
      'voyages@tidewatercruises.com.au',
      /Tidewater Cruises Pty Ltd/,
    ],
    [
      'golf',
      '1300 465 387',
      'tel:+611300465387',
      'teeoff@fairwaygolfjourneys.com',
      /Fairway Golf Journeys Pty Ltd/,
    ],
    [
      'rail',
      '1300 724 587',
      'tel:+611300724587',
      'journeys@silverlinerail.com.au',
      /Silver Line Rail Journeys Pty Ltd/,
    ],
  ])(
    'shows %s its own phone, email and legal line from its settings, and no other',
    async (siteId, phone, tel, email, legalLine) => {
      const { container } = renderFooter(await seedSettings(getSite(siteId)!.brand), siteId)
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', tel)
      expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
      expect(screen.getByText(legalLine)).toBeInTheDocument()
      // One number and one address each: no hand-typed second copy in a link column.
      expect(container.querySelectorAll('a[href^="tel:"]')).toHaveLength(1)
      expect(container.querySelectorAll('a[href^="mailto:"]')).toHaveLength(1)
      if (siteId === 'tours-nz') expect(container.textContent).not.toMatch(/ABN|1300/)
    },
  )

  it.each([
    ['tours', 'Smartraveller', 'https://www.smartraveller.gov.au/'],
    ['tours-nz', 'SafeTravel', 'https://www.safetravel.govt.nz/'],
  ])(
    "links %s's own market's travel advice, naming it, in a new tab that the link announces",
    async (siteId, service, href) => {
      renderFooter(await seedSettings(getSite(siteId)!.brand), siteId)
      const link = within(screen.getByRole('navigation', { name: 'Before you go' })).getByRole('link', {
        name: `Travel advice ${service} (opens in a new tab)`,
      })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.querySelectorAll('svg')).toHaveLength(1)
    },
  )
})
