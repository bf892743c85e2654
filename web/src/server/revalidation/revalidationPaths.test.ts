/** @jest-environment node */
import { sitesOfBrand } from '@travel/config'
import { brandPagePaths, sitePagePath } from '@/server/content/sitePages'
import { revalidationPaths, type DocumentChange } from './revalidationPaths'
import { blocksListing } from './listingBlocks'

const paths = (change: DocumentChange) => revalidationPaths(change)

/** Every path of every site of a brand. */
async function everyPageOf(brand: DocumentChange['brand']) {
  const all = await brandPagePaths(brand)
  return sitesOfBrand(brand).flatMap((site) => all.map((path) => sitePagePath(site.id, path)))
}

describe('the pages a publish re-renders: those that show the changed document', () => {
  it('for a page only another page links to: its own and that one', async () => {
    const change = { _id: 'page-golf-webinar', _type: 'page', brand: 'golf', slug: 'webinar' } as const
    expect((await paths(change)).sort()).toEqual(['/_sites/golf', '/_sites/golf/webinar'])
  })

  it("for the brand's settings, or a page its menus lead to: every page of the brand", async () => {
    const every = await everyPageOf('rail')
    expect(
      await paths({ _id: 'siteSettings-rail', _type: 'siteSettings', brand: 'rail', slug: null }),
    ).toEqual(expect.arrayContaining(every))
    const linked = { _id: 'page-rail-about-us', _type: 'page', brand: 'rail', slug: 'about-us' } as const
    expect((await paths(linked)).sort()).toEqual([...every].sort())
  })

  it("for a page another brand's menu leads to: every page of both brands", async () => {
    const change = {
      _id: 'destinationPage-tours-asia-japan',
      _type: 'destinationPage',
      brand: 'tours',
      slug: 'japan',
    } as const
    const shown = await paths(change)
    expect(shown).toEqual(
      expect.arrayContaining([...(await everyPageOf('tours')), ...(await everyPageOf('golf'))]),
    )
    expect(shown.some((path) => path.startsWith('/_sites/rail'))).toBe(false)
  })

  it('for a brochure: the pages that show it, and those whose forms offer it, on each site of the brand', async () => {
    const change = {
      _id: 'brochure-tours-japan-2027',
      _type: 'brochure',
      brand: 'tours',
      slug: null,
    } as const
    expect((await paths(change)).sort()).toEqual(
      ['/brochure-request', '/brochures', '/enquire']
        .flatMap((path) => [`/_sites/tours${path}`, `/_sites/tours-nz${path}`])
        .sort(),
    )
  })

  it('for a form: the page that shows it, and the page it sends its visitors to', async () => {
    const change = { _id: 'form-cruises-stay-in-touch', _type: 'form', brand: 'cruises', slug: null } as const
    expect((await paths(change)).sort()).toEqual([
      '/_sites/cruises/stay-in-touch',
      '/_sites/cruises/thank-you',
    ])
  })

  it('for an offer: its own page, the list of offers and the pages that show it', async () => {
    const change = {
      _id: 'offer-golf-portugal-fifth-round-free',
      _type: 'offer',
      brand: 'golf',
      slug: 'portugal-fifth-round-free',
    } as const
    expect((await paths(change)).sort()).toEqual([
      '/_sites/golf',
      '/_sites/golf/offers',
      '/_sites/golf/offers/portugal-fifth-round-free',
    ])
  })
})

describe('the blocks that list documents by a query, read from the blocks’ projection', () => {
  it('finds the news carousel for posts, the form blocks for brochures, none for the rest', () => {
    expect(blocksListing('post')).toEqual(['newsCarousel'])
    expect(blocksListing('brochure')).toEqual(['enquirySection', 'formBlock'])
    expect(blocksListing('page')).toEqual([])
    expect(blocksListing('offer')).toEqual([])
  })
})
