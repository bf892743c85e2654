import { getSite, type Site } from '@travel/config'
import { siteFacts } from '../../web/src/server/content/siteFacts'
import { bookingOriginFindings, factFindings, legalFindings, siteFindings, type SiteState } from './siteRules'

const confirmed = (id: string): Site => {
  const { bookingOriginIsPlaceholder: _placeholder, ...site } = getSite(id)!
  return site
}

const settings = {
  contact: {
    phone: '+61 1300 929 327',
    email: 'hello@wayfarertours.com.au',
    address: 'Level 2, 214 Brunswick Street, Fitzroy VIC 3065',
    openingHours: null,
  },
  company: {
    legalName: 'Wayfarer Tours Pty Ltd',
    businessNumber: null,
    governingLaw: 'Victoria, Australia',
    privacyLaw: 'Privacy Act 1988 (Cth)',
  },
}

const approved = { title: 'Privacy policy', approvedByLegal: true, blocksShown: 1 }

/** A site with everything in place: the rules list nothing for it. */
function cleanState(id = 'tours'): SiteState {
  const site = confirmed(id)
  return {
    site,
    hasSettings: true,
    facts: siteFacts(site, settings),
    legal: [
      { kind: 'privacy policy', path: '/privacy-policy', page: approved },
      { kind: 'terms and conditions', path: '/terms-conditions', page: { ...approved, title: 'Terms' } },
    ],
  }
}

const problems = (findings: { problem: string }[]) => findings.map((finding) => finding.problem)

describe('the launch check’s site rules', () => {
  it('list nothing for a site with everything in place', () => {
    expect(siteFindings(cleanState())).toEqual([])
    expect(siteFindings(cleanState('tours-nz'))).toEqual([])
  })

  it('list a booking origin config marks as a placeholder, or on a host nobody owns', () => {
    expect(bookingOriginFindings(getSite('golf')!)).toEqual([
      {
        where: 'golf',
        problem:
          'Every "Book Now" and product link goes to https://book.fairwaygolfjourneys.com, a placeholder nobody at the brand has confirmed.',
        fix: "config/src/sites.ts: set the site's confirmed booking origin and remove bookingOriginIsPlaceholder.",
      },
    ])
    expect(
      bookingOriginFindings({ ...confirmed('golf'), bookingOrigin: 'https://book.example.com' }),
    ).toHaveLength(1)
    expect(
      bookingOriginFindings({ ...confirmed('golf'), bookingOrigin: 'http://localhost:4010' }),
    ).toHaveLength(1)
    expect(bookingOriginFindings(confirmed('golf'))).toEqual([])
  })

  it('list each fact the footer and the legal pages need that the site lacks', () => {
    const state = cleanState()
    const without = (fact: keyof SiteState['facts']) => ({
      ...state,
      facts: { ...state.facts, [fact]: null },
    })
    expect(problems(factFindings(without('phone')))).toEqual([
      'The site has no phone: the footer, contact pages and legal pages leave it out.',
    ])
    expect(problems(factFindings(without('legalName')))).toEqual([
      'The site has no company (legal entity): the footer, contact pages and legal pages leave it out.',
    ])
    expect(problems(factFindings(without('governingLaw')))).toEqual([
      'The site has no governing law: the footer, contact pages and legal pages leave it out.',
    ])
    expect(problems(factFindings(without('privacyLaw')))).toEqual([
      'The site has no privacy law: the footer, contact pages and legal pages leave it out.',
    ])
    expect(factFindings(without('email'))[0]?.fix).toBe(
      'Studio: Site settings: fill in Contact details › Email, or this site’s own under Per-site details.',
    )
    // Hours and a business number are optional.
    expect(factFindings(without('openingHours'))).toEqual([])
    expect(factFindings(without('businessNumber'))).toEqual([])
  })

  it('say a brand without site settings once, not fact by fact', () => {
    const site = confirmed('rail')
    const findings = factFindings({ ...cleanState('rail'), hasSettings: false, facts: siteFacts(site, null) })
    expect(problems(findings)).toEqual([
      'The brand has no site settings: the site shows no header, footer or pages.',
    ])
    // A brand of one site has no per-site details to point at.
    const lacking = { ...cleanState('rail'), facts: siteFacts(site, { ...settings, contact: null }) }
    expect(factFindings(lacking)[0]?.fix).toBe('Studio: Site settings: fill in Contact details › Phone.')
  })

  it('list a legal page that is missing, shows no text on the site, or is not approved by legal', () => {
    const state = cleanState('tours-nz')
    const [privacy, terms] = state.legal
    const withLegal = (legal: SiteState['legal']) => legalFindings({ ...state, legal })
    expect(withLegal([{ ...privacy!, page: null }, terms!])).toEqual([
      {
        where: 'tours-nz',
        problem: 'No privacy policy page at /privacy-policy: every footer links it, and it answers 404.',
        fix: 'Studio: make the page, then choose it in Site settings › Privacy policy page.',
      },
    ])
    expect(problems(withLegal([privacy!, { ...terms!, page: { ...approved, blocksShown: 0 } }]))).toEqual([
      'The terms and conditions page at /terms-conditions shows no text on this site.',
    ])
    expect(withLegal([{ ...privacy!, page: { ...approved, approvedByLegal: false } }, terms!])).toEqual([
      {
        where: 'tours-nz',
        problem:
          'The privacy policy page at /privacy-policy is not approved by legal: it opens with a “Placeholder text” notice.',
        fix: "Studio: once the company's lawyers have approved its text, tick “Approved by legal” on the page “Privacy policy” and publish.",
      },
    ])
  })
})
