import { pagePath } from './documentPaths'

/** Where the terms and conditions are when neither the form nor the site settings name a page. */
export const DEFAULT_TERMS_PATH = '/terms-conditions'

/** Where the privacy policy is when the site settings name no page for it. */
export const DEFAULT_PRIVACY_PATH = '/privacy-policy'

/** The addresses of a site's privacy policy and terms, as its footer, forms and wizard link them. */
export interface LegalPaths {
  privacy: string
  terms: string
}

/** The slugs the site settings query projects for the legal pages (empty when none is chosen). */
export interface LegalSettings {
  homeSlug?: string | null
  privacySlug?: string | null
  termsSlug?: string | null
}

/**
 * The one place the legal pages' addresses are decided: the pages the site settings reference,
 * else the addresses the specs give (/privacy-policy, /terms-conditions). A referenced page that
 * is the home page is linked at `/`, like every other link to it.
 */
export function legalPaths(settings: LegalSettings | null | undefined): LegalPaths {
  return {
    privacy: pathOf(settings?.privacySlug, settings?.homeSlug) ?? DEFAULT_PRIVACY_PATH,
    terms: pathOf(settings?.termsSlug, settings?.homeSlug) ?? DEFAULT_TERMS_PATH,
  }
}

function pathOf(slug: string | null | undefined, homeSlug: string | null | undefined): string | null {
  return slug ? pagePath(slug, homeSlug ?? null) : null
}

/** What a legal page is, as its placeholder notice names it. */
export type LegalPageKind = 'privacy policy' | 'terms and conditions'

/**
 * Which legal page the page at `path` is, while its text is not approved by legal (the page's
 * "Approved by legal" in the Studio): it then shows a notice that its text is a placeholder.
 * Null for an approved legal page and for every other page.
 */
export function unapprovedLegalPage(
  path: string,
  legal: LegalPaths,
  approvedByLegal: boolean | null | undefined,
): LegalPageKind | null {
  if (approvedByLegal === true) return null
  if (path === legal.privacy) return 'privacy policy'
  if (path === legal.terms) return 'terms and conditions'
  return null
}
