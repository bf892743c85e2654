import { postCardProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  "items": select(
    count(posts) > 0 => posts[@->brand == $brand]->${postCardProjection},
    *[_type == "post" && brand == $brand && (!defined(^.latestType) || type == ^.latestType)]
      | order(createdAt desc, _id asc)[0...6]${postCardProjection}
  )
}`

/**
 * The brand's posts as cards that slide: an island that hydrates as it comes into view. The
 * posts chosen (of the page's brand only), else the 6 latest of the chosen type, or of every type
 * (LATEST_POSTS in studio/schemas/blocks/newsCarousel.ts).
 */
export const block = defineBlock({
  type: 'newsCarousel',
  hydration: 'island',
  heading: 'title',
  load: () => import('./NewsCarousel').then((module) => module.NewsCarousel),
})
