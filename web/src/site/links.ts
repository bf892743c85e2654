import { isOutboundLinkKind, type OutboundLink } from '@travel/config'
import { documentPath, type LinkedDocument } from './documentPaths'
import { DEFAULT_TERMS_PATH } from './legalPages'
import type { SiteFacts } from './siteFacts'

/** A link as the content queries project it (a button action without its label). */
export interface LinkValue {
  internalLink: boolean | null
  /** The service of the site's market it leads to (config's markets), in place of a URL. */
  siteLink?: string | null
  link: string | null
  newTab: boolean | null
  reference: LinkedDocument | null
}

/**
 * The service of the site's market an external link names ('travelAdvice': Smartraveller on an
 * Australian site, SafeTravel on the New Zealand one), from the site's facts; undefined for any
 * other link, or without the facts (outside a site's pages).
 */
export function siteService(link: LinkValue, facts: SiteFacts | null): OutboundLink | undefined {
  if (link.internalLink || !isOutboundLinkKind(link.siteLink)) return undefined
  return facts?.[link.siteLink]
}

/**
 * An internal link leads to the referenced document's own address (documentPaths.ts); a link to
 * a service of the site's market (`siteLink`) to the site's own (siteService). Without either
 * (none chosen, or its document gone or without a slug) the plain link is used, internal or not.
 * Undefined only when none leads anywhere.
 */
export function linkHref(
  link: LinkValue,
  homeSlug: string | null,
  facts: SiteFacts | null = null,
): string | undefined {
  const path = link.internalLink && link.reference ? documentPath(link.reference, homeSlug) : undefined
  return path ?? siteService(link, facts)?.url ?? (link.link || undefined)
}

/**
 * The terms and conditions link of a form: the page the form references, else `sitePath`, the
 * site's terms (legalPages.ts: its settings' page, or /terms-conditions); always in a new tab, so
 * a visitor reading the terms keeps what they entered. Render it with CmsLink (or TermsLink).
 */
export function termsLink(
  reference: LinkValue['reference'] = null,
  sitePath = DEFAULT_TERMS_PATH,
): LinkValue {
  return { internalLink: true, reference, link: sitePath, newTab: true }
}

/**
 * An address with query parameters added (`/enquire` with `{voyage: 'Danube Serenade'}`:
 * `/enquire?voyage=Danube+Serenade`), before any `#fragment`; the values are encoded.
 */
export function withQuery(href: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString()
  if (!search) return href
  const hashAt = href.indexOf('#')
  const [base, hash] = hashAt === -1 ? [href, ''] : [href.slice(0, hashAt), href.slice(hashAt)]
  return `${base}${base.includes('?') ? '&' : '?'}${search}${hash}`
}
