import type { SlugValue } from 'sanity'
import { isPageSlug, isSlugSegment, reservedAddressOwner, slugify } from '@travel/config'

/** The slug a value would be as an address: each '/'-separated part slugified (`Summer-Sale` -> `summer-sale`). */
function suggestion(slug: string, segments: boolean): string {
  const parts = segments ? slug.split('/') : [slug]
  return parts.map(slugify).filter(Boolean).join('/')
}

/**
 * The Studio's check of a slug as it is typed: the rule the webhook applies (config's slugs.ts),
 * so a slug that saves is one whose publish refreshes the site. `segments`: a page's slug may be
 * several parts joined by '/' (`guides/rail-2026`); a destination's, a group's or a post's is one.
 * The message names the slug that would do.
 */
export function slugFormatRule(segments: boolean) {
  return (value: SlugValue | undefined): true | string => {
    const slug = value?.current
    if (!slug) return true
    if (segments ? isPageSlug(slug) : isSlugSegment(slug)) return true
    const better = suggestion(slug, segments)
    const rule = segments
      ? 'Use lower-case letters, digits and single hyphens (a “/” between parts)'
      : 'Use lower-case letters, digits and single hyphens'
    return better && better !== slug ? `${rule}: “${better}”, not “${slug}”.` : `${rule}, e.g. “summer-sale”.`
  }
}

/**
 * A page's slug, checked as it is typed: the format above, then an address the site gives to
 * something else (config's reservedAddresses.ts: posts, offers, tour lists, destination pages,
 * the enquiries about a product, the API), where the page would never show. The message says
 * what owns the address.
 */
export function pageSlugRule(value: SlugValue | undefined): true | string {
  const format = slugFormatRule(true)(value)
  if (format !== true) return format
  const slug = value?.current
  const reserved = slug ? reservedAddressOwner(slug) : null
  return reserved
    ? `The site shows ${reserved.owner} at /${reserved.path}, so a page there would never show. Choose another address.`
    : true
}

/** Slug options that generate from the title what the rule accepts (`Côte d’Azur` -> `cote-d-azur`). */
export const slugOptions = { source: 'title', maxLength: 96, slugify }
