/**
 * From this width a carousel shows `slidesPerView` slides side by side; one below it. Its own
 * module, so a block that lays out otherwise on wide screens (the cruise-partner promo, a row
 * there) can follow the same breakpoint without taking the carousel's code.
 */
export const WIDE_SCREEN = '(min-width: 48rem)'
