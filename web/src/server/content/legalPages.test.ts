/** @jest-environment node */
import { getSite, sites, type Site } from '@travel/config'
import { siteSettingsQuery } from '@/content/queries'
import { siteInfo } from '@/server/content/siteInfo'
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
        const page = (await loadSitePage(site(id), slug))?.content.page
        expect(page?._id).toBe(`page-${site(id).brand}-${slug}`)
        expect(page?.title).toBe(title)
      }
    }
  })

  it('opens each legal page with a note that it is placeholder text', async () => {
    const page = (await loadSitePage(site('rail'), 'terms-conditions'))?.content.page
    const first = page?.blocks?.[0]
    expect(first?._type).toBe('richTextSection')
    const opening = first && 'body' in first ? first.body?.[0] : undefined
    expect(opening?.style).toBe('blockquote')
    expect(opening?.children?.map((child) => (child._type === 'span' ? child.text : '')).join('')).toMatch(
      /^Placeholder text\./,
    )
  })
})
