/** @jest-environment node */
import { getSite, SLUG_MAX_LENGTH, type Site } from '@travel/config'
import type { PageBlock } from '@/blocks/types'
import {
  brandPagePaths,
  loadSitePage,
  loadSiteSettings,
  movedDestinationPath,
  prebuiltBrandPaths,
  prebuiltSitePaths,
  sitePagePath,
} from './sitePages'

const site = (id: string) => getSite(id) as Site

describe('paths', () => {
  it("renders a site's home page at /_sites/{site} and others below it", () => {
    expect(sitePagePath('golf', '/')).toBe('/_sites/golf')
    expect(sitePagePath('golf', '/about-us')).toBe('/_sites/golf/about-us')
  })

  it('lists every page of every site once, home first', async () => {
    const tours = await brandPagePaths('tours')
    expect(tours[0]).toBe('/')
    expect(tours).not.toContain('/home')
    expect(new Set(tours).size).toBe(tours.length)
  })

  it('renders ahead home, where the menus lead and the lists, of the brand’s paths, for every site', async () => {
    const tours = await prebuiltBrandPaths('tours')
    expect(tours[0]).toBe('/')
    const every = await brandPagePaths('tours')
    for (const path of tours) expect(every).toContain(path)
    // The header's, the mega-menu's and the footer's, the lists of posts and of offers.
    expect(tours).toEqual(
      expect.arrayContaining([
        '/tailor-made',
        '/tour-destination/asia/japan',
        '/about-us',
        '/news',
        '/offers',
      ]),
    )
    // Not a post, which a list leads to: it renders on its first request.
    expect(every.some((path) => path.startsWith('/news/') && !tours.includes(path))).toBe(true)
    const all = await prebuiltSitePaths()
    expect(all).toContain('/_sites/tours-nz')
    expect(all.filter((path) => path.startsWith('/_sites/tours-nz/'))).toHaveLength(tours.length - 1)
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
        async (id) => (await loadSitePage(site(id), 'about-us'))?.content?.page._id,
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

  it('shows a block an editor limited to some sites only on those sites', async () => {
    const blocksOn = async (id: string) => (await loadSitePage(site(id), ''))?.content?.page.blocks ?? []
    const titled = (blocks: PageBlock[], title: string) =>
      blocks
        .filter((block) => 'title' in block && block.title === title)
        .map((block) => JSON.stringify(block))
    const [australia, newZealand] = await Promise.all([blocksOn('tours'), blocksOn('tours-nz')])
    // The featured trips are one section for both markets: each prices them in its own currency,
    // from the warehouse (issue 46 §2), so neither needs its own copy.
    expect(titled(australia, 'Where we’re heading in 2026')).toHaveLength(1)
    expect(titled(newZealand, 'Where we’re heading in 2026')).toHaveLength(1)
    // A section for one market only.
    expect(titled(newZealand, 'Planned in Auckland, for New Zealanders')).toHaveLength(1)
    expect(titled(australia, 'Planned in Auckland, for New Zealanders')).toHaveLength(0)
    expect(newZealand).toHaveLength(australia.length + 1)
  })

  it("shows each market its own roadshow form on tours' virtuoso page, and the other's on neither", async () => {
    const formsOn = async (id: string) =>
      ((await loadSitePage(site(id), 'virtuoso-agents-vietnam'))?.content?.page.blocks ?? []).map((block) => [
        block._key,
        'locations' in block ? block.locations : null,
      ])
    expect(await formsOn('tours')).toEqual([['vrt7t0ur', ['Sydney', 'Melbourne', 'Brisbane']]])
    expect(await formsOn('tours-nz')).toEqual([['vrt7t0nz', ['Auckland', 'Wellington', 'Christchurch']]])
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
  const warehouseAnswering = (answer: typeof countries) => ({
    countries: jest.fn(async () => answer),
    toursOf: jest.fn(async () => []),
    destinations: jest.fn(async () => []),
    trip: jest.fn(async () => null),
  })

  it('gives the wizard the countries on both tours sites and on golf, and is fresh within a minute', async () => {
    for (const id of ['tours', 'tours-nz', 'golf']) {
      const sources = warehouseAnswering(countries)
      const loaded = await loadSitePage(site(id), 'tailor-made', sources)
      const blocks = loaded?.content?.page.blocks ?? []
      expect(blocks.filter((block) => block._type === 'tailorMadeWizard')).toEqual([
        expect.objectContaining({ countries }),
      ])
      expect(loaded?.revalidate).toBe(60)
      expect(sources.countries).toHaveBeenCalledTimes(1)
    }
  })

  it('is built again within 10 seconds when the warehouse gave no countries', async () => {
    const loaded = await loadSitePage(site('tours'), 'tailor-made', warehouseAnswering([]))
    expect(loaded?.content?.page.blocks).toEqual([expect.objectContaining({ countries: [] })])
    expect(loaded?.revalidate).toBe(10)
  })

  it('does not ask the warehouse for a page without such a block', async () => {
    const sources = warehouseAnswering(countries)
    const loaded = await loadSitePage(site('tours'), 'about-us', sources)
    expect(loaded?.revalidate).toBe(60)
    expect(sources.countries).not.toHaveBeenCalled()
  })
})

describe('the tour list of a destination, /tours/{destination}', () => {
  const tour = (code: string, priceFrom: number | null) => ({
    code,
    name: `Tour ${code}`,
    slug: code.toLowerCase(),
    image: null,
    durationDays: 9,
    priceFrom,
    currency: 'NZD',
  })
  const tree = [
    {
      title: 'TOUR DESTINATION',
      slug: 'tour-destination',
      isShow: false,
      children: [
        {
          title: 'Asia',
          slug: 'asia',
          isShow: false,
          children: [{ title: 'Japan', slug: 'japan', isShow: true, children: [] }],
        },
      ],
    },
  ]
  const warehouse = (destinations: typeof tree, tours = [tour('A', 1990), tour('B', null)]) => ({
    countries: jest.fn(async () => []),
    toursOf: jest.fn(async () => tours),
    destinations: jest.fn(async () => destinations),
    trip: jest.fn(async () => null),
  })

  it("shows a destination of the warehouse's tree with its tour cards, titled by the tree", async () => {
    const sources = warehouse(tree)
    const loaded = await loadSitePage(site('tours-nz'), 'tours/japan', sources)
    expect(loaded?.content?.page).toMatchObject({
      title: 'Japan tours',
      slug: 'tours/japan',
      blocks: [
        {
          _type: 'tourProducts',
          title: 'Japan tours',
          destinationSlug: 'japan',
          tours: [tour('A', 1990), tour('B', null)],
        },
      ],
    })
    expect(loaded?.revalidate).toBe(60)
    expect(sources.toursOf).toHaveBeenCalledWith('japan')
  })

  it('answers no page for a destination the tree does not have, nor for a group of it', async () => {
    expect(await loadSitePage(site('tours'), 'tours/atlantis', warehouse(tree))).toBeNull()
    expect(await loadSitePage(site('tours'), 'tours/asia', warehouse(tree))).toBeNull()
    expect(await loadSitePage(site('tours'), 'tours/Japan', warehouse(tree))).toBeNull()
  })

  it("is no page at a slug the Studio could not have written (config's isSlugSegment), even unchecked", async () => {
    expect(
      await loadSitePage(site('tours'), `tours/${'a'.repeat(SLUG_MAX_LENGTH + 1)}`, warehouse([], [])),
    ).toBeNull()
    expect(await loadSitePage(site('tours'), 'tours/new--zealand', warehouse([], []))).toBeNull()
  })

  it('is built from its address, and again within 10 s, while the warehouse cannot be asked', async () => {
    const loaded = await loadSitePage(site('tours'), 'tours/new-zealand', warehouse([], []))
    expect(loaded?.content?.page.title).toBe('New Zealand tours')
    expect(loaded?.revalidate).toBe(10)
  })
})

describe('a tour destination page, /tour-destination/{group}/{destination}', () => {
  const noWarehouse = () => ({
    countries: jest.fn(async () => []),
    toursOf: jest.fn(async () => []),
    destinations: jest.fn(async () => []),
    trip: jest.fn(async () => null),
  })

  it("is the brand's destination page of that group and slug, its blocks as a page's", async () => {
    const loaded = await loadSitePage(site('tours-nz'), 'tour-destination/asia/vietnam', noWarehouse())
    expect(loaded?.content?.page).toMatchObject({
      _id: 'destinationPage-tours-asia-vietnam',
      title: 'Vietnam',
      slug: 'tour-destination/asia/vietnam',
    })
    expect(loaded?.content?.page.blocks?.map(({ _type }) => _type)).toEqual([
      'heroSlider',
      'destinationIntro',
      'tourProducts',
      'imageWithText',
      'destinationRelations',
    ])
  })

  it('is no page under another group, on another brand, or at a slug the Studio could not have written', async () => {
    expect(await loadSitePage(site('tours'), 'tour-destination/europe/vietnam', noWarehouse())).toBeNull()
    expect(await loadSitePage(site('cruises'), 'tour-destination/asia/vietnam', noWarehouse())).toBeNull()
    expect(await loadSitePage(site('tours'), 'tour-destination/asia/Vietnam', noWarehouse())).toBeNull()
    expect(
      await loadSitePage(site('golf'), 'tour-destination/great-britain-ireland/scotland', noWarehouse()),
    ).not.toBeNull()
  })

  // Issue 29: golf's menu names Japan under its own group; tours answers with a 308 to its page.
  it('named under another group, moves to its own address (a 308); nothing else moves', async () => {
    expect(await movedDestinationPath(site('tours'), 'tour-destination/asia-pacific/japan')).toBe(
      '/tour-destination/asia/japan',
    )
    expect(await movedDestinationPath(site('tours-nz'), 'tour-destination/europe/vietnam')).toBe(
      '/tour-destination/asia/vietnam',
    )
    expect(await movedDestinationPath(site('tours'), 'tour-destination/asia/japan')).toBeNull()
    expect(await movedDestinationPath(site('tours'), 'tour-destination/asia/atlantis')).toBeNull()
    expect(await movedDestinationPath(site('cruises'), 'tour-destination/asia-pacific/japan')).toBeNull()
    expect(await movedDestinationPath(site('tours'), 'tour-destination/asia/Japan')).toBeNull()
    expect(await movedDestinationPath(site('tours'), 'japan')).toBeNull()
  })

  it('is among the paths the sites build and list', async () => {
    expect(await brandPagePaths('tours')).toEqual(
      expect.arrayContaining(['/tour-destination/asia/japan', '/tour-destination/asia/vietnam']),
    )
  })

  // Issue 29: a destination golf's menu shows on golf's own site (isShow) has its page there (issue
  // 46: Vietnam, one of its four headline trips, too).
  it("is there for every destination of golf's menu that golf shows itself", async () => {
    const menu = (await loadSiteSettings(site('golf')))?.megaMenu ?? []
    const shown = menu.flatMap((group) =>
      (group.destinations ?? [])
        .filter((destination) => destination.isShow)
        .map((destination) => `/tour-destination/${group.slug}/${destination.slug}`),
    )
    expect(shown).toHaveLength(10)
    expect(await brandPagePaths('golf')).toEqual(expect.arrayContaining(shown))
  })

  it('has on every seeded page a hero, an intro, its tours and a call to action', async () => {
    const paths = [...(await brandPagePaths('tours')), ...(await brandPagePaths('golf'))]
    const destinations = paths.filter((path) => path.startsWith('/tour-destination/'))
    expect(destinations).toHaveLength(12)
    for (const path of destinations) {
      const siteId = path.includes('/asia/') ? 'tours' : 'golf'
      const loaded = await loadSitePage(site(siteId), path.slice(1), noWarehouse())
      const types = loaded?.content?.page.blocks?.map(({ _type }) => _type) ?? []
      expect({ path, types: types.slice(0, 3) }).toEqual({
        path,
        types: ['heroSlider', 'destinationIntro', 'tourProducts'],
      })
      expect({ path, cta: types.includes('imageWithText') }).toEqual({ path, cta: true })
    }
  })
})
