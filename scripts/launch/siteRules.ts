import { sitesOfBrand, type Site } from '@travel/config'
import type { LegalPageKind } from '../../web/src/site/legalPages'
import type { SiteFacts } from '../../web/src/site/siteFacts'
import type { Finding } from './finding'

/** A legal page as a site links it: its address, and the page there (null: none). */
export interface LegalPageState {
  kind: LegalPageKind
  path: string
  page: { title: string | null; approvedByLegal: boolean; blocksShown: number } | null
}

/** What the site rules read of one site. */
export interface SiteState {
  site: Site
  /** Whether the brand has site settings at all. */
  hasSettings: boolean
  facts: SiteFacts
  legal: LegalPageState[]
}

/** Hosts no brand owns: a booking origin on one is a placeholder whatever config says. */
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|net|org)|localhost|test|invalid|example)$/

export function bookingOriginFindings(site: Site): Finding[] {
  const host = new URL(site.bookingOrigin).hostname
  if (!site.bookingOriginIsPlaceholder && !PLACEHOLDER_HOST.test(host)) return []
  return [
    {
      where: site.id,
      problem: `Every "Book Now" and product link goes to ${site.bookingOrigin}, a placeholder nobody at the brand has confirmed.`,
      fix: `config/src/sites.ts: set the site's confirmed booking origin and remove bookingOriginIsPlaceholder.`,
    },
  ]
}

const SETTINGS = 'Studio: Site settings'

/** The facts a site must have: its footer, contact pages and legal pages name them. */
const REQUIRED_FACTS = [
  { fact: 'phone', label: 'phone', field: 'Contact details › Phone' },
  { fact: 'email', label: 'email', field: 'Contact details › Email' },
  { fact: 'address', label: 'address', field: 'Contact details › Address' },
  { fact: 'legalName', label: 'company (legal entity)', field: 'Company › Company (legal entity)' },
  { fact: 'governingLaw', label: 'governing law', field: 'Company › Governing law' },
  { fact: 'privacyLaw', label: 'privacy law', field: 'Company › Privacy law' },
] as const

export function factFindings({ site, hasSettings, facts }: SiteState): Finding[] {
  if (!hasSettings)
    return [
      {
        where: site.id,
        problem: `The brand has no site settings: the site shows no header, footer or pages.`,
        fix: `${SETTINGS}: create and publish them.`,
      },
    ]
  const ownToo = sitesOfBrand(site.brand).length > 1 ? ', or this site’s own under Per-site details' : ''
  return REQUIRED_FACTS.filter(({ fact }) => !facts[fact]).map(({ label, field }) => ({
    where: site.id,
    problem: `The site has no ${label}: the footer, contact pages and legal pages leave it out.`,
    fix: `${SETTINGS}: fill in ${field}${ownToo}.`,
  }))
}

export function legalFindings({ site, legal }: SiteState): Finding[] {
  return legal.flatMap(({ kind, path, page }): Finding[] => {
    if (!page)
      return [
        {
          where: site.id,
          problem: `No ${kind} page at ${path}: every footer links it, and it answers 404.`,
          fix: `Studio: make the page, then choose it in Site settings › ${kind === 'privacy policy' ? 'Privacy policy page' : 'Terms and conditions page'}.`,
        },
      ]
    const named = `the page “${page.title ?? path}”`
    const findings: Finding[] = []
    if (page.blocksShown === 0)
      findings.push({
        where: site.id,
        problem: `The ${kind} page at ${path} shows no text on this site.`,
        fix: `Studio: add this site's text to ${named} (a block shown on this site).`,
      })
    if (!page.approvedByLegal)
      findings.push({
        where: site.id,
        problem: `The ${kind} page at ${path} is not approved by legal: it opens with a “Placeholder text” notice.`,
        fix: `Studio: once the company's lawyers have approved its text, tick “Approved by legal” on ${named} and publish.`,
      })
    return findings
  })
}

/** Every finding of one site. */
export function siteFindings(state: SiteState): Finding[] {
  return [...bookingOriginFindings(state.site), ...factFindings(state), ...legalFindings(state)]
}
