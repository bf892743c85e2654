import { getSite, type Site } from '@travel/config'
import { destinationHref, siteOrigin } from './destinationLinks'

const site = (id: string): Site => getSite(id)!
const production = (target: Site) => siteOrigin(target, undefined)
const japanPage = { brand: 'tours', group: 'asia', slug: 'japan' }
const scotlandPage = { brand: 'golf', group: 'great-britain-ireland', slug: 'scotland' }

describe('destinationHref', () => {
  it("opens a destination's page at its own address, on both tours-brand sites", () => {
    const japan = { slug: 'japan', isShow: false, page: japanPage }
    expect(destinationHref(site('tours'), japan)).toBe('/tour-destination/asia/japan')
    expect(destinationHref(site('tours-nz'), japan)).toBe('/tour-destination/asia/japan')
  })

  it("leads another brand's visitors to the tours page on the main tours site, whatever group names it", () => {
    // Golf's menu names Japan under asia-pacific; the page is tours' asia/japan.
    expect(destinationHref(site('golf'), { slug: 'japan', isShow: false, page: japanPage }, production)).toBe(
      'https://wayfarertours.com.au/tour-destination/asia/japan',
    )
    const local = (target: Site) => siteOrigin(target, '3000')
    expect(destinationHref(site('cruises'), { slug: 'japan', isShow: false, page: japanPage }, local)).toBe(
      'http://tours.localhost:3000/tour-destination/asia/japan',
    )
  })

  it("opens a brand's own destination page on its own site", () => {
    expect(
      destinationHref(
        site('golf'),
        { slug: 'scotland', isShow: true, page: scotlandPage },
        () => 'https://x',
      ),
    ).toBe('/tour-destination/great-britain-ireland/scotland')
  })

  it("opens a destination's tours without a page: on the site for the tours brand, else on the main tours site", () => {
    const cambodia = { slug: 'cambodia', isShow: false, page: null }
    expect(destinationHref(site('tours'), cambodia)).toBe('/tours/cambodia')
    expect(destinationHref(site('tours-nz'), cambodia)).toBe('/tours/cambodia')
    expect(destinationHref(site('rail'), cambodia, production)).toBe(
      'https://wayfarertours.com.au/tours/cambodia',
    )
  })

  it("links nowhere for another brand's own destination without a page, or without a slug", () => {
    expect(destinationHref(site('golf'), { slug: 'ireland', isShow: true, page: null })).toBeUndefined()
    expect(destinationHref(site('tours'), { slug: null, isShow: false })).toBeUndefined()
  })

  it("never links to a page of a brand that is neither this site's nor the main tours site's", () => {
    expect(
      destinationHref(site('rail'), { slug: 'scotland', isShow: false, page: scotlandPage }),
    ).toBeUndefined()
  })
})
