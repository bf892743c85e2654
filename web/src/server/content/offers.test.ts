/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { getStaticProps } from '../../../pages/_sites/[site]/[[...slug]]'
import { sandboxForThisFile } from '@/testing/sandbox'
import { endedOfferRedirect, offerEndDate, offerRoute } from '@/site/offers'
import { offerData } from '@/site/structuredData'
import { brandOfferPaths, currentOfferSitemapEntries, loadOfferRoute } from './offers'
import { applyPublishWindows } from './publishWindows'
import { loadSitePage } from './sitePages'
import { sitemapEntries } from './sitemap'

sandboxForThisFile()

const site = (id: string) => getSite(id) as Site
const NOW = Date.parse('2026-12-02T00:00:00Z')
const USUAL = 60

/** The route's answer for a path of a site, as Next asks for it. */
async function routeAnswer(siteId: string, path: string) {
  const slug = path.split('/').filter(Boolean)
  return getStaticProps({ params: { site: siteId, slug } })
}

describe('an offers address', () => {
  it('is the list at /offers, an offer at /offers/{slug}, and nothing deeper', () => {
    expect(offerRoute('offers')).toEqual({ kind: 'offerList' })
    expect(offerRoute('offers/free-night-in-marrakech')).toEqual({
      kind: 'offer',
      slug: 'free-night-in-marrakech',
    })
    expect(offerRoute('offers/a/b')).toBeNull()
    expect(offerRoute('offers/Not_A_Slug')).toBeNull()
    expect(offerRoute('special-offers')).toBeNull()
  })
})

describe('an offer’s page', () => {
  it('states the offer, its saving, its terms and the trips it applies to, as the warehouse names them', async () => {
    const loaded = await loadOfferRoute(
      site('tours'),
      offerRoute('offers/free-night-in-marrakech')!,
      USUAL,
      NOW,
    )
    expect(loaded.kind).toBe('offer')
    if (loaded.kind !== 'offer') return
    expect(loaded.content.offer.title).toBe('A free night in Marrakech on private journeys')
    expect(loaded.content.offer.saving).toBe('A free night in Marrakech')
    expect(loaded.content.offer.terms).toMatch(/8 nights or more/)
    expect(loaded.content.trips).toEqual([
      expect.objectContaining({
        type: 'tour',
        code: 'TR-MA-10',
        name: 'Morocco Imperial Cities',
        durationDays: 10,
        priceFrom: 2890,
        currency: 'AUD',
      }),
    ])
    expect(loaded.complete).toBe(true)
  })

  it('names its trip as the catalogue does: the Algarve offer, Portugal: Algarve Sun', async () => {
    const loaded = await loadOfferRoute(
      site('golf'),
      offerRoute('offers/portugal-fifth-round-free')!,
      USUAL,
      NOW,
    )
    if (loaded.kind !== 'offer') throw new Error(`expected the offer, got ${loaded.kind}`)
    expect(loaded.content.trips.map(({ code, name }) => [code, name])).toEqual([
      ['GF-PT-ALG', 'Portugal: Algarve Sun'],
    ])
  })

  it('shows each market its own offer under the same address: NZD wording on tours-nz', async () => {
    const route = offerRoute('offers/japan-no-single-supplement')!
    const au = await loadOfferRoute(site('tours'), route, USUAL, NOW)
    const nz = await loadOfferRoute(site('tours-nz'), route, USUAL, NOW)
    if (au.kind !== 'offer' || nz.kind !== 'offer') throw new Error('expected both offers')
    expect(au.content.offer.saving).toBe('No single supplement: save up to $1,150')
    expect(nz.content.offer.saving).toBe('No single supplement: save up to NZ$1,250')
    expect(nz.content.offer.terms).toMatch(/New Zealand dollars/)
    // The destination it applies to, at its page's address.
    expect(nz.content.offer.destinations).toEqual([
      { _id: 'destinationPage-tours-asia-japan', title: 'Japan', slug: 'tour-destination/asia/japan' },
    ])
  })

  it('is rendered again by the moment the offer ends', async () => {
    const ends = Date.parse('2027-03-31T12:59:00Z')
    const loaded = await loadOfferRoute(
      site('tours'),
      offerRoute('offers/vietnam-lanterns-and-limestone')!,
      USUAL,
      ends - 30_000,
    )
    expect(loaded).toMatchObject({ kind: 'offer', revalidate: 30 })
  })

  it('once ended, sends its visitors to the list of offers at the notice naming it', async () => {
    const ended = await loadOfferRoute(
      site('tours'),
      offerRoute('offers/japan-cherry-blossom-early-bird')!,
      USUAL,
      NOW,
    )
    expect(ended).toEqual({
      kind: 'redirect',
      destination: '/offers#ended-japan-cherry-blossom-early-bird',
      revalidate: USUAL,
    })
    expect(await routeAnswer('tours', '/offers/japan-cherry-blossom-early-bird')).toMatchObject({
      redirect: { destination: endedOfferRedirect('japan-cherry-blossom-early-bird'), permanent: false },
    })
  })

  it('before it starts, and for a slug no offer has, is a 404 until it starts', async () => {
    const starts = Date.parse('2026-11-01T00:00:00Z')
    const early = await loadOfferRoute(
      site('golf'),
      offerRoute('offers/non-golfing-partners')!,
      USUAL,
      starts - 10_000,
    )
    expect(early).toEqual({ kind: 'notFound', revalidate: 10 })
    expect(await loadOfferRoute(site('golf'), offerRoute('offers/no-such-offer')!, USUAL, NOW)).toEqual({
      kind: 'notFound',
      revalidate: USUAL,
    })
    // Another market's offer is not this site's.
    expect(await routeAnswer('cruises', '/offers/japan-no-single-supplement')).toMatchObject({
      notFound: true,
    })
  })

  it('describes the offer for search engines: validFrom, validThrough and the site’s currency', () => {
    const data = offerData(
      site('tours-nz'),
      '/offers/japan-no-single-supplement',
      {
        title: 'No single supplement on Japan',
        summary: 'Travelling alone?',
        validFrom: '2026-11-01T00:00:00Z',
        validUntil: '2027-04-30T11:59:00Z',
        trips: [{ name: 'Japan Alps & Hidden Villages', code: 'TR-JP-10' }],
        destinations: [{ title: 'Japan', path: '/tour-destination/asia/japan' }],
      },
      null,
    )
    expect(data).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'NZD',
      validFrom: '2026-11-01T00:00:00Z',
      validThrough: '2027-04-30T11:59:00Z',
      url: expect.stringMatching(/\/offers\/japan-no-single-supplement$/),
      itemOffered: [
        { '@type': 'TouristTrip', name: 'Japan Alps & Hidden Villages', identifier: 'TR-JP-10' },
        { '@type': 'TouristDestination', name: 'Japan' },
      ],
    })
  })

  it('names its last day in the visitor’s words, the day before an end at midnight', () => {
    expect(offerEndDate('2027-03-31T12:59:00Z', 'Australia/Sydney')).toBe('31 March 2027')
    expect(offerEndDate('2027-04-30T14:00:00Z', 'Australia/Sydney')).toBe('30 April 2027')
    expect(offerEndDate(null, 'Australia/Sydney')).toBeNull()
  })
})

describe('the list of offers', () => {
  it('holds the offers current on the site, soonest ending first, and names the ended ones apart', async () => {
    const loaded = await loadOfferRoute(site('tours'), { kind: 'offerList' }, USUAL, NOW)
    if (loaded.kind !== 'offerList') throw new Error('expected the list')
    expect(loaded.content.offers.map((offer) => offer.slug)).toEqual([
      'vietnam-lanterns-and-limestone',
      'japan-no-single-supplement',
      'free-night-in-marrakech',
    ])
    expect(loaded.content.offers[1]?.saving).toMatch(/\$1,150/)
    expect(loaded.content.ended.map((offer) => offer.slug)).toEqual(['japan-cherry-blossom-early-bird'])
    // The next change is the Vietnam offer's end.
    expect(loaded.revalidate).toBe(USUAL)
  })

  it('as of a moment (a preview’s “View as of”), holds the offers of that moment', async () => {
    const autumn = Date.parse('2026-10-01T00:00:00Z')
    const loaded = await loadOfferRoute(site('tours'), { kind: 'offerList' }, USUAL, autumn)
    if (loaded.kind !== 'offerList') throw new Error('expected the list')
    expect(loaded.content.offers.map((offer) => offer.slug)).toEqual(['japan-cherry-blossom-early-bird'])
    expect(loaded.content.ended).toEqual([])
  })

  it('is in the sitemap with each current offer’s page, and not the ended one’s', async () => {
    const paths = (await sitemapEntries(site('tours'))).map((entry) => entry.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/offers',
        '/offers/vietnam-lanterns-and-limestone',
        '/offers/japan-no-single-supplement',
        '/offers/free-night-in-marrakech',
      ]),
    )
    expect(paths).not.toContain('/offers/japan-cherry-blossom-early-bird')
    // A brand with no offer has no list to find.
    expect(await currentOfferSitemapEntries(site('rail'), NOW)).toEqual([])
  })

  it('each current offer’s address is rendered ahead and again on a change, and no ended one’s (a redirect)', async () => {
    expect(await brandOfferPaths('golf', NOW)).toEqual([
      '/offers',
      '/offers/non-golfing-partners',
      '/offers/portugal-fifth-round-free',
      '/offers/scotland-kingdom-of-fife',
    ])
    // The Australian and the New Zealand Japan offer share their address.
    expect(await brandOfferPaths('tours', NOW)).toEqual([
      '/offers',
      '/offers/free-night-in-marrakech',
      '/offers/japan-no-single-supplement',
      '/offers/vietnam-lanterns-and-limestone',
    ])
  })
})

describe('the home page’s offer links', () => {
  const offerTitles = async (siteId: string, now: number) => {
    const loaded = await loadSitePage(site(siteId), '', undefined, now)
    const block = loaded?.content?.page.blocks?.find((each) => each._type === 'offerLinks')
    if (block?._type !== 'offerLinks') throw new Error('the home page has offer links')
    return block.sections?.flatMap((section) => section.offers?.map((offer) => offer.title) ?? [])
  }

  it('take their text from the offers, the market’s own, and leave out ended ones', async () => {
    expect(await offerTitles('tours', NOW)).toEqual([
      'Save 10% on Vietnam: Lanterns & Limestone',
      'No single supplement on Japan: Kyoto, Kiso & the Alps',
      'A free night in Marrakech on private journeys',
    ])
    expect(await offerTitles('golf', NOW)).toEqual([
      'Save $500 per golfer on Scotland: The Kingdom of Fife',
      'A fifth round free on Portugal: Algarve Sun',
      'Non-golfing partners travel from $2,990',
    ])
  })

  it('change as each offer ends, and the home page is rendered again by then', async () => {
    const vietnamEnds = Date.parse('2027-03-31T12:59:00Z')
    expect(await offerTitles('tours', vietnamEnds)).not.toContain('Save 10% on Vietnam: Lanterns & Limestone')
    const loaded = await loadSitePage(site('tours'), '', undefined, vietnamEnds - 5_000)
    expect(loaded?.revalidate).toBeLessThanOrEqual(5)
  })

  it('leave a section’s ended offers out', () => {
    const { blocks } = applyPublishWindows(
      [
        {
          _key: 'o',
          _type: 'offerLinks',
          title: null,
          sections: [
            {
              _key: 's',
              title: 'Ended',
              links: null,
              offers: [
                {
                  _id: 'x',
                  title: 'Gone',
                  slug: 'gone',
                  summary: null,
                  saving: null,
                  validFrom: null,
                  validUntil: '2026-01-01T00:00:00Z',
                },
              ],
            },
          ],
        },
      ],
      NOW,
    )
    expect(blocks?.[0]).toMatchObject({ sections: [{ offers: [] }] })
  })
})
