import { imageProjection, linkTarget } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  intro,
  items[]{_key, title, text, image${imageProjection}, link{label, ${linkTarget}}}
}`

/** Solution cards that slide on their own: an island that hydrates as it comes into view. */
export const block = defineBlock({
  type: 'solutionsCarousel',
  hydration: 'island',
  heading: 'title',
  load: () => import('./SolutionsCarousel').then((module) => module.SolutionsCarousel),
})
