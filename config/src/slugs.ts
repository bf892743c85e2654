/**
 * A title as an address segment, the one rule the Studio's slug fields and the sites' links
 * share: accents dropped, lower case, every run of other characters one hyphen.
 * `Africa & Middle East` -> `africa-middle-east`, `Côte d'Azur` -> `cote-d-azur`.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
}

/** One address segment: lower-case letters and digits, words joined by single hyphens. */
const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*'
const SEGMENT_PATTERN = new RegExp(`^${SEGMENT}$`)
const PATH_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`)

/** The longest slug a page may have (its address, and the path the webhook re-renders). */
export const SLUG_MAX_LENGTH = 200

/**
 * Whether a slug is one address segment (`summer-sale`): a destination page's or a post's slug,
 * a destination group. Nothing else can become part of a path ('..', '?', '%', capitals).
 */
export function isSlugSegment(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SEGMENT_PATTERN.test(slug)
}

/**
 * Whether a slug is a page's: one or more segments joined by '/' (`guides/rail-2026`). The one
 * rule for where it is typed (the Studio's slug fields) and for the webhook that re-renders its
 * path (web/src/server/revalidation): a slug the Studio accepts is one the webhook refreshes.
 */
export function isPageSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && PATH_PATTERN.test(slug)
}
