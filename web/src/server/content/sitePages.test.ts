/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { allSitePagePaths, brandPagePaths, loadSitePage, pagePath, sitePagePath } from './sitePages'

const site = (id: string) => getSite(id) as Site

describe('paths', () => {
  it('puts the home page at / and others at /{slug}', () => {
    expect(pagePath('home', 'home')).toBe('/')
    expect(pagePath('about-us', 'home')).toBe('/about-us')
    expect(sitePagePath('golf', '/')).toBe('/_sites/golf')
    expect(sitePagePath('golf', '/about-us')).toBe('/_sites/golf/about-us')
  })

  it('lists every page of every site once, home first', async () => {
    const tours = await brandPagePaths('tours')
    expect(tours[0]).toBe('/')
    expect(tours).not.toContain('/home')
    expect(new Set(tours).size).toBe(tours.length)
    const all = await allSitePagePaths()
    expect(all).toContain('/_sites/tours-nz')
    expect(all.filter((path) => path.startsWith('/_sites/tours/'))).toHaveLength(tours.length - 1)
  })
})

describe('loadSitePage', () => {
  it('loads the home page for the empty slug', async () => {
    const content = await loadSitePage(site('cruises'), '')
    expect(content?.page._id).toBe('page-cruises-home')
    expect(content?.settings.homeSlug).toBe('home')
  })

  it('gives each brand its own page at a slug several brands use', async () => {
    const ids = await Promise.all(
      ['tours', 'cruises', 'golf', 'rail'].map(
        async (id) => (await loadSitePage(site(id), 'about-us'))?.page._id,
      ),
    )
    expect(ids).toEqual([
      'page-tours-about-us',
      'page-cruises-about-us',
      'page-golf-about-us',
      'page-rail-about-us',
    ])
  })

  it('serves the same brand content on both sites of a brand', async () => {
    expect(await loadSitePage(site('tours-nz'), 'about-us')).toEqual(
      await loadSitePage(site('tours'), 'about-us'),
    )
  })

  it("never serves another brand's page", async () => {
    const cruisesOnly = (await brandPagePaths('cruises')).filter((path) => path !== '/')
    const toursPaths = new Set(await brandPagePaths('tours'))
    const foreign = cruisesOnly.find((path) => !toursPaths.has(path))
    expect(foreign).toBeDefined()
    expect(await loadSitePage(site('tours'), foreign!.slice(1))).toBeNull()
  })
})
