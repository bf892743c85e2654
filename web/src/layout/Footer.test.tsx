import { render, screen, within } from '@testing-library/react'
import { brands, getSite } from '@travel/config'
import { PageProviders } from '@/hydration/PageProviders'
import { siteInfo } from '@/site/SiteContext'
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
})
