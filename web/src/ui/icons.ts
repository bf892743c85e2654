import type { IconStrip } from '@/content/sanity.types'

/** An icon's name, as the Studio's list has it (the schema's type: ui does not depend on blocks). */
export type IconStripIcon = NonNullable<NonNullable<IconStrip['items']>[number]['icon']>

/**
 * The blocks' icons as 24 × 24 paths (even-odd fill: an inner shape is a hole): the icon strip's and
 * the home B2C agency block's, whose Studio lists are one (ICON_STRIP_ICONS,
 * studio/schemas/fields/iconItem.ts). One per value of that list: a value without its path fails tsc.
 */
export const ICON_PATHS: Record<IconStripIcon, string> = {
  support:
    'M12 3a8 8 0 0 0-8 8v5a3 3 0 0 0 3 3h2v-7H6v-1a6 6 0 0 1 12 0v1h-3v7h3v1h-5v2h5a2 2 0 0 0 2-2v-8a8 8 0 0 0-8-8z',
  securePayment:
    'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3z',
  instantConfirmation:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1.3 13.6 6.4-6.4-1.4-1.4-5 5-2.3-2.3-1.4 1.4 3.7 3.7z',
  mobile: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v12h10V5zm4 13v2h2v-2z',
  bestPrice: 'M3 3h8l10 10-8 8L3 11zm4.5 2.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  localExperts:
    'M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z',
}
