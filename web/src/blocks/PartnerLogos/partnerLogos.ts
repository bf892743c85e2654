import type { BlockOf } from '@/blocks/types'

export type Partner = NonNullable<BlockOf<'partnerLogos'>['partners']>[number]

/** The logo carousel's auto-play: a new logo every 6 seconds. */
export const LOGO_AUTO_PLAY_MS = 6000

/** Logos side by side on a wide screen (one on a phone: ui/Carousel). */
export const LOGOS_PER_VIEW = 4
