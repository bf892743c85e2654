import { getSite, type Site } from '@travel/config'
import { canonicalUrl, isProductionHost, marketAlternates, primaryDomainRedirect } from './searchEngines'

const site = (id: string) => getSite(id) as Site

describe('canonical addresses', () => {
  it("are the site's primary production domain and the path, one way only", () => {
    expect(canonicalUrl(site('tours'), '/')).toBe('https://wayfarertours.com.au/')
    expect(canonicalUrl(site('tours'), '/about-us')).toBe('https://wayfarertours.com.au/about-us')
    expect(canonicalUrl(site('tours'), '/about-us/')).toBe('https://wayfarertours.com.au/about-us')
    expect(canonicalUrl(site('tours'), '/about-us?utm_source=x#team')).toBe(
      'https://wayfarertours.com.au/about-us',
    )
    expect(canonicalUrl(site('tours-nz'), '/trips/vietnam')).toBe('https://wayfarertours.co.nz/trips/vietnam')
  })
})

describe('market alternates', () => {
  it('link the same page on each market site of the brand, with a default', () => {
    expect(marketAlternates(site('tours-nz'), '/about-us')).toEqual([
      { hrefLang: 'en-AU', href: 'https://wayfarertours.com.au/about-us' },
      { hrefLang: 'en-NZ', href: 'https://wayfarertours.co.nz/about-us' },
      { hrefLang: 'x-default', href: 'https://wayfarertours.com.au/about-us' },
    ])
  })

  it('are none for a brand with one site', () => {
    expect(marketAlternates(site('golf'), '/')).toEqual([])
  })
})

describe('production hosts', () => {
  it("are the site's domains, with or without a port; anything else is not indexed", () => {
    expect(isProductionHost(site('tours'), 'wayfarertours.com.au')).toBe(true)
    expect(isProductionHost(site('tours'), 'WWW.wayfarertours.com.au:443')).toBe(true)
    expect(isProductionHost(site('tours'), 'tours.localhost:3000')).toBe(false)
    expect(isProductionHost(site('tours'), 'wayfarertours.co.nz')).toBe(false)
    expect(isProductionHost(site('tours'), 'travel-platform-git-main.vercel.app')).toBe(false)
    expect(isProductionHost(site('tours'), undefined)).toBe(false)
  })
})

describe('the primary domain', () => {
  it("is where the site's other production domains send visitors; other hosts stay", () => {
    expect(primaryDomainRedirect(site('cruises'), 'www.tidewatercruises.com.au')).toBe(
      'https://tidewatercruises.com.au',
    )
    expect(primaryDomainRedirect(site('cruises'), 'tidewatercruises.com.au')).toBeUndefined()
    expect(primaryDomainRedirect(site('cruises'), 'cruises.localhost:3000')).toBeUndefined()
  })
})
