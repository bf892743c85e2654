import { imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** News cards that slide on their own: an island that hydrates as it comes into view. */
export const block = defineBlock({
  type: 'newsCarousel',
  hydration: 'island',
  projection: `{
    title,
    items[]{_key, type, "slug": slug.current, title, content, contentImage${imageProjection}, createdAt}
  }`,
  load: () => import('./NewsCarousel').then((module) => module.NewsCarousel),
})
