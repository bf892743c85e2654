import { buttonActionProjection, imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Values that slide every 8 seconds, in one of four layouts: an island that hydrates as it comes into view. */
export const block = defineBlock({
  type: 'valueCarousel',
  hydration: 'island',
  heading: 'title',
  projection: `{
    title,
    intro,
    variant,
    items[]{_key, title, text, image${imageProjection}},
    button${buttonActionProjection}
  }`,
  load: () => import('./ValueCarousel').then((module) => module.ValueCarousel),
})
