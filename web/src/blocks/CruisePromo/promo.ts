import type { BlockOf } from '@/blocks/types'

export type PromoImage = NonNullable<BlockOf<'cruisePromo'>['images']>[number]

/** On a phone the promo's images are a carousel: a new image every 4 seconds. */
export const PROMO_AUTO_PLAY_MS = 4000
