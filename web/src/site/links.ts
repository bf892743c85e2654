import { documentPath, type LinkedDocument } from './documentPaths'
import { DEFAULT_TERMS_PATH } from './legalPages'

/** A link as the content queries project it (a button action without its label). */
export interface LinkValue {
  internalLink: boolean | null
  link: string | null
  newTab: boolean | null
  reference: LinkedDocument | null
}

/**
 * An internal link leads to the referenced document's own address (documentPaths.ts). Without
 * one (none chosen, or its document gone or without a slug) the plain link is used, internal or
 * not. Undefined only when neither leads anywhere.
 */
export function linkHref(link: LinkValue, homeSlug: string | null): string | undefined {
  const path = link.internalLink && link.reference ? documentPath(link.reference, homeSlug) : undefined
  return path ?? (link.link || undefined)
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
