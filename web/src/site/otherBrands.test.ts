import { getSite, type Site } from '@travel/config'
import { siteOrigin } from './destinationLinks'
import { otherBrandLink } from './otherBrands'

const site = (id: string): Site => getSite(id)!
const production = (target: Site) => siteOrigin(target, undefined)
const local = (target: Site) => siteOrigin(target, '3204')

describe('otherBrandLink', () => {
  it("knows another brand's site by its host, and names the brand", () => {
    expect(otherBrandLink(site('golf'), 'https://www.wayfarertours.com.au/tailor-made', production)).toEqual({
      href: 'https://wayfarertours.com.au/tailor-made',
      brandName: 'Wayfarer Tours',
    })
    // A local build's own names for the sites: the menu's links to the main tours site.
    expect(
      otherBrandLink(site('golf'), 'http://tours.localhost:3204/tour-destination/asia/japan', local),
    ).toEqual({
      href: 'http://tours.localhost:3204/tour-destination/asia/japan',
      brandName: 'Wayfarer Tours',
    })
  })

  it('keeps the path, query and fragment, on the origin this build reaches the site at', () => {
    expect(
      otherBrandLink(site('tours'), 'https://fairwaygolfjourneys.com/the-courses?from=tours#links', local)
        ?.href,
    ).toBe('http://golf.localhost:3204/the-courses?from=tours#links')
  })

  it("leads to the brand's site in the visitor's market where it has one, else to its first", () => {
    const newZealandGolf = { brand: 'golf', market: 'NZ' } as const
    expect(otherBrandLink(newZealandGolf, 'https://www.wayfarertours.com.au/', production)?.href).toBe(
      'https://wayfarertours.co.nz/',
    )
    expect(otherBrandLink(site('tours-nz'), 'https://www.silverlinerail.com.au/', production)?.href).toBe(
      'https://silverlinerail.com.au/',
    )
    expect(otherBrandLink(site('golf'), 'https://wayfarertours.co.nz/', production)?.href).toBe(
      'https://wayfarertours.com.au/',
    )
  })

  it("leaves alone a link of the brand's own sites, a path, and any other address", () => {
    for (const href of [
      'https://www.wayfarertours.co.nz/',
      'http://tours-nz.localhost:3204/',
      '/tour-destination/asia/japan',
      'https://www.smartraveller.gov.au/',
      'mailto:hello@wayfarertours.com.au',
      'http://localhost:3204/',
    ]) {
      expect(otherBrandLink(site('tours'), href, production)).toBeUndefined()
    }
  })
})
