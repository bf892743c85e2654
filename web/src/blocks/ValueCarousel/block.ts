import { buttonActionProjection, imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  intro,
  variant,
  items[]{_key, title, text, image${imageProjection}},
  button${buttonActionProjection}
}`

/** Values that slide every 8 seconds, in one of four layouts: an island that hydrates as it comes into view. */
export const block = defineBlock({
  type: 'valueCarousel',
  hydration: 'island',
  heading: 'title',
  load: () => import('./ValueCarousel').then((module) => module.ValueCarousel),
})
