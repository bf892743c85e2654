import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{topTitle, numberCount, suffix, bottomTitle}`

/**
 * A number that counts up once scrolled into view. An island: the block's code loads only with the
 * pages that have one, the count's as the number comes into view, and it counts at once then
 * (HydrateOnInteraction whenVisible; ui/CountUp, docs/hydration.md).
 */
export const block = defineBlock({
  type: 'counter',
  hydration: 'island',
  heading: 'topTitle',
  load: () => import('./Counter').then((module) => module.Counter),
})
