import { DEFAULT_TERMS_PATH } from './legalPages'

/** A link as the content queries project it (a button action without its label). */
export interface LinkValue {
  internalLink: boolean | null
  link: string | null
  newTab: boolean | null
  reference: { _type: string; slug: string | null } | null
}

/**
 * The URL segment of a document type: lowercased, non-alphanumerics stripped,
 * words hyphenated. `newsPost` -> `news-post`, `Tour Destination` -> `tour-destination`.
 */
export function typeSlug(type: string): string {
  return type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
}

/**
 * Internal links are built from the referenced document: `/{type-slug}/{slug}`, except pages,
 * which live at the root (`/{slug}`) and the home page at `/`. Without a reference (none chosen,
 * or its document gone or without a slug) the plain link is used, internal or not. Undefined
 * only when neither leads anywhere.
 */
export function linkHref(link: LinkValue, homeSlug: string | null): string | undefined {
  const slug = link.reference?.slug
  if (!link.internalLink || !link.reference || !slug) return link.link || undefined
  if (link.reference._type !== 'page') return `/${typeSlug(link.reference._type)}/${slug}`
  return slug === homeSlug ? '/' : `/${slug}`
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
