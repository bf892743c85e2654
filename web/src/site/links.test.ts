import { getSite } from '@travel/config'
import { siteFacts } from '@/server/content/siteFacts'
import { DEFAULT_TERMS_PATH } from './legalPages'
import { linkHref, siteService, termsLink, withQuery, type LinkValue } from './links'

const link = (overrides: Partial<LinkValue>): LinkValue => ({
  internalLink: false,
  link: null,
  newTab: false,
  reference: null,
  ...overrides,
})

describe('linkHref', () => {
  it('uses the plain link of an external link', () => {
    expect(linkHref(link({ link: 'https://www.randa.org/' }), 'home')).toBe('https://www.randa.org/')
    expect(linkHref(link({ link: 'tel:1300724555' }), 'home')).toBe('tel:1300724555')
  })

  it("leads to the travel advice and insurance of the site's market, each named", () => {
    const facts = (siteId: string) => siteFacts(getSite(siteId)!, null)
    const advice = link({ siteLink: 'travelAdvice', newTab: true })
    const insurance = link({ siteLink: 'travelInsurance', newTab: true })
    expect(linkHref(advice, 'home', facts('golf'))).toBe('https://www.smartraveller.gov.au/')
    expect(linkHref(insurance, 'home', facts('tours'))).toBe('https://www.covermore.com.au/')
    expect(linkHref(advice, 'home', facts('tours-nz'))).toBe('https://www.safetravel.govt.nz/')
    expect(linkHref(insurance, 'home', facts('tours-nz'))).toBe('https://www.covermore.co.nz/')
    expect(siteService(advice, facts('tours-nz'))?.name).toBe('SafeTravel')
    expect(siteService(insurance, facts('tours-nz'))?.name).toBe('Cover-More NZ')
    // An internal link left with a service chosen goes to its page; a URL link names no service.
    const page = link({
      internalLink: true,
      siteLink: 'travelAdvice',
      reference: { _type: 'page', slug: 'faq' },
    })
    expect(linkHref(page, 'home', facts('tours'))).toBe('/faq')
    expect(siteService(page, facts('tours'))).toBeUndefined()
    expect(siteService(link({ link: 'https://www.randa.org/' }), facts('tours'))).toBeUndefined()
  })

  it('ignores a reference left on an external link', () => {
    const external = link({ link: '/brochures', reference: { _type: 'page', slug: 'about-us' } })
    expect(linkHref(external, 'home')).toBe('/brochures')
  })

  it('puts pages at the root and the home page at /', () => {
    const about = link({ internalLink: true, reference: { _type: 'page', slug: 'about-us' } })
    const home = link({ internalLink: true, reference: { _type: 'page', slug: 'home' } })
    expect(linkHref(about, 'home')).toBe('/about-us')
    expect(linkHref(home, 'home')).toBe('/')
  })

  it("leads to a destination page's and a post's own addresses", () => {
    const japan = link({
      internalLink: true,
      reference: { _type: 'destinationPage', group: 'asia', slug: 'japan' },
    })
    expect(linkHref(japan, 'home')).toBe('/tour-destination/asia/japan')
    const post = link({
      internalLink: true,
      reference: { _type: 'post', type: 'travelTips', slug: 'japan-by-rail' },
    })
    expect(linkHref(post, 'home')).toBe('/travel-tips/japan-by-rail')
  })

  it('falls back to the plain link when an internal link has no reference', () => {
    expect(linkHref(link({ internalLink: true, link: '/brochures' }), 'home')).toBe('/brochures')
    // A reference whose document lost its slug is no reference either.
    expect(
      linkHref(
        link({ internalLink: true, link: '/brochures', reference: { _type: 'page', slug: null } }),
        'home',
      ),
    ).toBe('/brochures')
  })

  it('leads nowhere only when neither a reference nor a plain link is there', () => {
    expect(linkHref(link({ internalLink: true }), 'home')).toBeUndefined()
    expect(linkHref(link({ internalLink: false, link: '' }), 'home')).toBeUndefined()
    expect(
      linkHref(link({ internalLink: true, reference: { _type: 'page', slug: null } }), 'home'),
    ).toBeUndefined()
  })
})

describe('termsLink', () => {
  it('leads to the referenced page, in a new tab', () => {
    const terms = termsLink({ _type: 'page', slug: 'booking-conditions' })
    expect(linkHref(terms, 'home')).toBe('/booking-conditions')
    expect(terms.newTab).toBe(true)
  })

  it('leads to /terms-conditions without a reference, in a new tab', () => {
    expect(DEFAULT_TERMS_PATH).toBe('/terms-conditions')
    expect(linkHref(termsLink(), 'home')).toBe('/terms-conditions')
    expect(linkHref(termsLink(null), 'home')).toBe('/terms-conditions')
    expect(linkHref(termsLink({ _type: 'page', slug: null }), 'home')).toBe('/terms-conditions')
    expect(termsLink().newTab).toBe(true)
  })

  it("leads to the site's terms page without a reference of the form's own", () => {
    expect(linkHref(termsLink(null, '/booking-conditions'), 'home')).toBe('/booking-conditions')
    expect(linkHref(termsLink({ _type: 'page', slug: null }, '/booking-conditions'), 'home')).toBe(
      '/booking-conditions',
    )
    expect(linkHref(termsLink({ _type: 'page', slug: 'famil-terms' }, '/booking-conditions'), 'home')).toBe(
      '/famil-terms',
    )
  })
})

describe('withQuery', () => {
  it('adds the parameters, encoded, after any already there and before a fragment', () => {
    expect(withQuery('/enquire', { voyage: 'Norway’s Fjords & North Cape' })).toBe(
      '/enquire?voyage=Norway%E2%80%99s+Fjords+%26+North+Cape',
    )
    expect(withQuery('/enquire?from=home#form', { voyage: 'Danube' })).toBe(
      '/enquire?from=home&voyage=Danube#form',
    )
    expect(withQuery('/enquire', {})).toBe('/enquire')
  })
})
