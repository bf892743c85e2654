import { isSlugSegment } from '@travel/config'
import type { PageQueryResult } from '@/content/sanity.types'
import type { DestinationCategory } from '@/server/upstream/warehouse'

/** The destination a `tours/{destination}` slug names (a slug segment by config's rule), else null. */
export function tourListDestination(slug: string): string | null {
  const [prefix, destination = '', ...rest] = slug.split('/')
  return prefix === 'tours' && !rest.length && isSlugSegment(destination) ? destination : null
}

/** A destination (a node without children) of the tree by its slug, at any depth. */
export function findDestination(tree: DestinationCategory[], slug: string): DestinationCategory | null {
  for (const node of tree) {
    if (!node.children.length && node.slug === slug) return node
    const found = findDestination(node.children, slug)
    if (found) return found
  }
  return null
}

/** The page of a destination's tours: its title, and one block of tour cards. */
export function tourListPage(
  destination: string,
  name: string,
  siteTitle: string | null,
): NonNullable<PageQueryResult> {
  const title = `${name} tours`
  return {
    _id: `tours-${destination}`,
    title,
    slug: `tours/${destination}`,
    seo: {
      metaTitle: [title, siteTitle].filter(Boolean).join(' | '),
      metaDescription: `Tours of ${name}, with their length and price from: choose one and book it, or ask us about it.`,
      noIndex: null,
      image: null,
    },
    confirmsForm: false,
    approvedByLegal: false,
    availableFrom: null,
    availableUntil: null,
    blocks: [{ _key: 'tours', _type: 'tourProducts', title, destinationSlug: destination, seeMore: null }],
  }
}
