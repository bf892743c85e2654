/** @jest-environment node */
import { getSite, sites, type Site } from '@travel/config'
import { siteSettingsQuery } from '@/content/queries'
import { siteInfo } from '@/server/content/siteInfo'
import { siteFacts } from './siteFacts'
import { loadSitePage, loadSiteSettings } from './sitePages'
import { fetchContent } from './source'

const site = (id: string) => getSite(id) as Site

describe('the legal pages of the seed', () => {
  it("names each brand's own privacy policy and terms pages in its settings", async () => {
    for (const brand of ['tours', 'cruises', 'golf', 'rail'] as const) {
      const settings = await fetchContent(siteSettingsQuery, { brand })
      expect(settings).toMatchObject({ privacySlug: 'privacy-policy', termsSlug: 'terms-conditions' })
    }
  })

  it('links them at the specs’ addresses on every site, and serves the pages there', async () => {
    for (const { id } of sites) {
      const settings = await loadSiteSettings(site(id))
      expect(siteInfo(site(id), settings).legal).toEqual({
        privacy: '/privacy-policy',
        terms: '/terms-conditions',
      })
      for (const [slug, title] of [
        ['privacy-policy', 'Privacy policy'],
        ['terms-conditions', 'Terms & conditions'],
      ] as const) {
        const page = (await loadSitePage(site(id), slug))?.content?.page
        expect(page?._id).toBe(`page-${site(id).brand}-${slug}`)
        expect(page?.title).toBe(title)
      }
    }
  })

  it('are not approved by legal: placeholders, each site showing one text, its market’s', async () => {
    for (const { id } of sites) {
      for (const slug of ['privacy-policy', 'terms-conditions']) {
        const page = (await loadSitePage(site(id), slug))?.content?.page
        expect(page?.approvedByLegal).toBe(false)
        expect(page?.blocks?.map((block) => block._type)).toEqual(['richTextSection'])
      }
    }
  })

  it("governs each site's terms by the law of where its office is: an Australian site's state, New Zealand's", async () => {
    const STATES: Record<string, string> = {
      NSW: 'New South Wales',
      VIC: 'Victoria',
      QLD: 'Queensland',
      SA: 'South Australia',
      WA: 'Western Australia',
      TAS: 'Tasmania',
      ACT: 'Australian Capital Territory',
      NT: 'Northern Territory',
    }
    for (const { id } of sites) {
      const facts = siteFacts(site(id), await loadSiteSettings(site(id)))
      if (site(id).market === 'NZ') {
        expect([id, facts.governingLaw, facts.privacyLaw]).toEqual([
          id,
          'New Zealand',
          'Privacy Act 2020 (NZ)',
        ])
        continue
      }
      const state = / (NSW|VIC|QLD|SA|WA|TAS|ACT|NT) \d{4}$/.exec(facts.address ?? '')?.[1]
      expect([id, facts.governingLaw]).toEqual([id, `${STATES[state ?? '']}, Australia`])
    }
  })
})
