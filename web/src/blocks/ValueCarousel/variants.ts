import type { BlockOf } from '@/blocks/types'

export type ValueCarouselVariant = NonNullable<BlockOf<'valueCarousel'>['variant']>
export type ValueItem = NonNullable<BlockOf<'valueCarousel'>['items']>[number]

/** The value carousels' auto-play: a new view every 8 seconds. */
export const VALUE_AUTO_PLAY_MS = 8000

type Layout = {
  /** Slides side by side on a wide screen (one on a phone: ui/Carousel). */
  slidesPerView: number
  /** Each value as a card (a framed box), or plain, on the page's ground. */
  cards: boolean
  /** The block's button under the carousel. */
  button: boolean
}

/**
 * Each layout of the Studio's list (studio/schemas/blocks/valueCarousel.ts): a value without its
 * entry fails tsc.
 */
export const VALUE_CAROUSEL_LAYOUTS: Record<ValueCarouselVariant, Layout> = {
  twoWithButton: { slidesPerView: 2, cards: false, button: true },
  three: { slidesPerView: 3, cards: false, button: false },
  twoCards: { slidesPerView: 2, cards: true, button: false },
  oneCard: { slidesPerView: 1, cards: true, button: false },
}

/** A block saved before it had a layout shows three to a view, the Studio's first choice. */
export function layoutOf(variant: ValueCarouselVariant | null): Layout {
  return VALUE_CAROUSEL_LAYOUTS[variant ?? 'three']
}
