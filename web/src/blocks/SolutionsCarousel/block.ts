import { imageProjection, linkTarget } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Solution cards that slide on their own: an island that hydrates as it comes into view. */
export const block = defineBlock({
  type: 'solutionsCarousel',
  hydration: 'island',
  heading: 'title',
  projection: `{
    title,
    intro,
    items[]{_key, title, text, image${imageProjection}, link{label, ${linkTarget}}}
  }`,
  load: () => import('./SolutionsCarousel').then((module) => module.SolutionsCarousel),
})
