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
 * which live at the root (`/{slug}`) and the home page at `/`. Without a
 * reference the plain link is used. Undefined when the link leads nowhere.
 */
export function linkHref(link: LinkValue, homeSlug: string | null): string | undefined {
  if (!link.internalLink) return link.link ?? undefined
  const slug = link.reference?.slug
  if (!link.reference || !slug) return undefined
  if (link.reference._type !== 'page') return `/${typeSlug(link.reference._type)}/${slug}`
  return slug === homeSlug ? '/' : `/${slug}`
}
