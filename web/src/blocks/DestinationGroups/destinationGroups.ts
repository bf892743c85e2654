import type { DestinationCategory } from '@/site/products'

/** Spec 02 §9: destination links before Show more. */
export const SHOWN_BEFORE_MORE = 7

/** The TOUR DESTINATION category's groups (call 3): the root's children that have destinations. */
export function destinationGroupsOf(tree: DestinationCategory[]): DestinationCategory[] {
  const root = tree.find((node) => node.slug === 'tour-destination') ?? tree[0]
  return (root?.children ?? []).filter((group) => group.children.length > 0)
}

/** A group's destinations: those shown at first, and the rest behind Show more. */
export function splitDestinations(group: DestinationCategory) {
  return {
    shown: group.children.slice(0, SHOWN_BEFORE_MORE),
    more: group.children.slice(SHOWN_BEFORE_MORE),
  }
}
