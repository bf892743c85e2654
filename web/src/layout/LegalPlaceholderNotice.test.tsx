import { render, screen } from '@testing-library/react'
import { brands, getSite } from '@travel/config'
import { PageProviders } from '@/hydration/PageProviders'
import { siteInfo } from '@/server/content/siteInfo'
import { seedSettings } from '@/testing/seedContent'
import { LegalPlaceholderNotice } from './LegalPlaceholderNotice'

async function renderNotice(siteId: string, kind: 'privacy policy' | 'terms and conditions') {
  const site = getSite(siteId)!
  const settings = await seedSettings(site.brand)
  render(
    <PageProviders
      contexts={{ router: null, theme: brands[site.brand].theme, site: siteInfo(site, settings) }}
    >
      <LegalPlaceholderNotice kind={kind} />
    </PageProviders>,
  )
}

describe('the placeholder notice of a legal page not approved by legal', () => {
  it('says the text is a placeholder that the site’s own company’s lawyers have not approved', async () => {
    await renderNotice('tours-nz', 'privacy policy')
    expect(screen.getByRole('note')).toHaveTextContent(
      'Placeholder text. This privacy policy is sample wording that Wayfarer Tours (NZ) Limited’s lawyers have not yet approved, and not legal advice.',
    )
  })

  it('names the page it stands on and the Australian company on the Australian site', async () => {
    await renderNotice('tours', 'terms and conditions')
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Placeholder text\. These terms and conditions are sample wording that Wayfarer Tours Pty Ltd’s lawyers/,
    )
  })
})
