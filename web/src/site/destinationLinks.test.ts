import { getSite, type Site } from '@travel/config'
import { megaMenuHref, siteOrigin } from './destinationLinks'

const site = (id: string): Site => getSite(id)!
const vietnam = { slug: 'vietnam', isShow: false }

describe('megaMenuHref', () => {
  it('stays on the site for both tours-brand sites', () => {
    expect(megaMenuHref(site('tours'), 'asia', vietnam)).toBe('/tour-destination/asia/vietnam')
    expect(megaMenuHref(site('tours-nz'), 'asia', vietnam)).toBe('/tour-destination/asia/vietnam')
  })

  it("leads another brand's visitors to the main tours site, in production", () => {
    const production = (target: Site) => siteOrigin(target, undefined)
    expect(megaMenuHref(site('golf'), 'asia-pacific', vietnam, production)).toBe(
      'https://wayfarertours.com.au/tour-destination/asia-pacific/vietnam',
    )
  })

  it('and to the local tours site in a local build', () => {
    const local = (target: Site) => siteOrigin(target, '3000')
    expect(megaMenuHref(site('cruises'), 'europe', vietnam, local)).toBe(
      'http://tours.localhost:3000/tour-destination/europe/vietnam',
    )
  })

  it('stays on the site for a destination that has a page there (isShow)', () => {
    expect(
      megaMenuHref(
        site('golf'),
        'great-britain-ireland',
        { slug: 'scotland', isShow: true },
        () => 'https://x',
      ),
    ).toBe('/tour-destination/great-britain-ireland/scotland')
  })

  it('links nowhere without a slug', () => {
    expect(megaMenuHref(site('tours'), null, vietnam)).toBeUndefined()
    expect(megaMenuHref(site('tours'), 'asia', { slug: null, isShow: false })).toBeUndefined()
  })
})
