import { DEFAULT_PRIVACY_PATH, DEFAULT_TERMS_PATH, legalPaths } from './legalPages'

describe('legalPaths', () => {
  it('links the pages the site settings reference', () => {
    expect(
      legalPaths({ homeSlug: 'home', privacySlug: 'our-privacy', termsSlug: 'booking-conditions' }),
    ).toEqual({ privacy: '/our-privacy', terms: '/booking-conditions' })
  })

  it('falls back to the specs’ addresses when a setting is empty', () => {
    expect(DEFAULT_PRIVACY_PATH).toBe('/privacy-policy')
    expect(DEFAULT_TERMS_PATH).toBe('/terms-conditions')
    const defaults = { privacy: '/privacy-policy', terms: '/terms-conditions' }
    expect(legalPaths({ homeSlug: 'home', privacySlug: null, termsSlug: null })).toEqual(defaults)
    expect(legalPaths({ homeSlug: 'home', privacySlug: '', termsSlug: undefined })).toEqual(defaults)
    expect(legalPaths({})).toEqual(defaults)
    expect(legalPaths(null)).toEqual(defaults)
    expect(legalPaths(undefined)).toEqual(defaults)
  })

  it('takes each setting on its own', () => {
    expect(legalPaths({ homeSlug: 'home', privacySlug: 'privacy', termsSlug: null })).toEqual({
      privacy: '/privacy',
      terms: '/terms-conditions',
    })
    expect(legalPaths({ homeSlug: 'home', privacySlug: null, termsSlug: 'terms' })).toEqual({
      privacy: '/privacy-policy',
      terms: '/terms',
    })
  })

  it('links a referenced home page at /', () => {
    expect(legalPaths({ homeSlug: 'home', privacySlug: 'home', termsSlug: 'home' })).toEqual({
      privacy: '/',
      terms: '/',
    })
  })
})
