import { DEFAULT_PRIVACY_PATH, DEFAULT_TERMS_PATH, legalPaths, unapprovedLegalPage } from './legalPages'

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

describe('unapprovedLegalPage', () => {
  const legal = { privacy: '/privacy-policy', terms: '/terms-conditions' }

  it('names the legal page at a path while it is not approved by legal', () => {
    expect(unapprovedLegalPage('/privacy-policy', legal, false)).toBe('privacy policy')
    expect(unapprovedLegalPage('/terms-conditions', legal, false)).toBe('terms and conditions')
    // A page saved before the field existed has none: not approved.
    expect(unapprovedLegalPage('/terms-conditions', legal, null)).toBe('terms and conditions')
  })

  it('is null once approved, and for every other page whatever its field says', () => {
    expect(unapprovedLegalPage('/privacy-policy', legal, true)).toBeNull()
    expect(unapprovedLegalPage('/terms-conditions', legal, true)).toBeNull()
    expect(unapprovedLegalPage('/about-us', legal, false)).toBeNull()
    expect(unapprovedLegalPage('/', legal, false)).toBeNull()
  })

  it('follows the pages the site settings name', () => {
    const named = legalPaths({
      homeSlug: 'home',
      privacySlug: 'your-privacy',
      termsSlug: 'booking-conditions',
    })
    expect(unapprovedLegalPage('/your-privacy', named, false)).toBe('privacy policy')
    expect(unapprovedLegalPage('/booking-conditions', named, false)).toBe('terms and conditions')
    expect(unapprovedLegalPage('/privacy-policy', named, false)).toBeNull()
  })
})
