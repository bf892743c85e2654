import type { SiteSettings } from './siteSettings'

export type MegaMenuGroup = NonNullable<SiteSettings['megaMenu']>[number]
export type MegaMenuDestination = NonNullable<MegaMenuGroup['destinations']>[number]

/** How many of a group's destinations show before 'See All'. */
export const MEGA_MENU_SHOWN = 5

/** A group's destinations as its panel shows them: the first five, and whether See All has more. */
export function splitDestinations(destinations: readonly MegaMenuDestination[] | null) {
  const all = destinations ?? []
  return { first: all.slice(0, MEGA_MENU_SHOWN), hasMore: all.length > MEGA_MENU_SHOWN, all }
}
