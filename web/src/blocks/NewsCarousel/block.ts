import { brandPost, postCardProjection, shownPost } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/**
 * The fields the block gets: its part of the page query (defineBlock.ts). Its 6 cards
 * (CAROUSEL_POSTS in studio/schemas/blocks/newsCarousel.ts): the posts pinned, in their order,
 * then the brand's latest of its type (of every type without one), newest first, each post once;
 * only posts the site shows now (`shownPost`), so a new post joins the carousel with no edit to it.
 * `windows`: those of the posts it may show that are scheduled, for when the page changes next
 * (publishWindows.ts).
 */
export const projection = `{
  title,
  "items": (
    coalesce((pinnedPosts[]->)[${shownPost}], [])
    + (*[${shownPost} && !(_id in coalesce(^.pinnedPosts[]._ref, [])) && (!defined(^.latestType) || type == ^.latestType)]
      | order(createdAt desc, _id asc))[0...6]
  )[0...6]${postCardProjection},
  "windows": *[${brandPost} && (defined(availableFrom) || defined(availableUntil))
    && (_id in coalesce(^.pinnedPosts[]._ref, []) || !defined(^.latestType) || type == ^.latestType)]{availableFrom, availableUntil}
}`

/** The brand's posts as cards that slide: an island that hydrates as it comes into view. */
export const block = defineBlock({
  type: 'newsCarousel',
  hydration: 'island',
  heading: 'title',
  load: () => import('./NewsCarousel').then((module) => module.NewsCarousel),
})
