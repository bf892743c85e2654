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
    const content = (await loadSitePage(site('cruises'), ''))?.content
    expect(content?.page._id).toBe('page-cruises-home')
    expect(content?.settings.homeSlug).toBe('home')
  })

  it('gives each brand its own page at a slug several brands use', async () => {
    const ids = await Promise.all(
      ['tours', 'cruises', 'golf', 'rail'].map(
        async (id) => (await loadSitePage(site(id), 'about-us'))?.content.page._id,
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

describe('a page with a block that needs back-office data', () => {
  const countries = [
    { id: 704, name: 'Vietnam' },
    { id: 392, name: 'Japan' },
  ]
  const warehouseAnswering = (answer: typeof countries) => ({ countries: jest.fn(async () => answer) })

  it('gives the wizard the countries on both tours sites and on golf, and is fresh within a minute', async () => {
    for (const id of ['tours', 'tours-nz', 'golf']) {
      const sources = warehouseAnswering(countries)
      const loaded = await loadSitePage(site(id), 'tailor-made', sources)
      const blocks = loaded?.content.page.blocks ?? []
      expect(blocks.filter((block) => block._type === 'tailorMadeWizard')).toEqual([
        expect.objectContaining({ countries }),
      ])
      expect(loaded?.revalidate).toBe(60)
      expect(sources.countries).toHaveBeenCalledTimes(1)
    }
  })

  it('is built again within 10 seconds when the warehouse gave no countries', async () => {
    const loaded = await loadSitePage(site('tours'), 'tailor-made', warehouseAnswering([]))
    expect(loaded?.content.page.blocks).toEqual([expect.objectContaining({ countries: [] })])
    expect(loaded?.revalidate).toBe(10)
  })

  it('does not ask the warehouse for a page without such a block', async () => {
    const sources = warehouseAnswering(countries)
    const loaded = await loadSitePage(site('tours'), 'about-us', sources)
    expect(loaded?.revalidate).toBe(60)
    expect(sources.countries).not.toHaveBeenCalled()
  })
})
