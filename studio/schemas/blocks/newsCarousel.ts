import { defineArrayMember, defineField, defineType } from 'sanity'
import { POST_TYPES } from '../documents/postTypes'
import { brandReferenceOptions } from '../fields/brandReferenceOptions'
import { carouselTitleField } from '../fields/headingFields'

/** How many cards the carousel shows: the pinned posts, then the latest (its web projection). */
export const CAROUSEL_POSTS = 6

/**
 * The brand's posts as cards that slide, newest first, so a new post joins it with no edit
 * here; an editor may pin posts, which come first, in their order, before the latest. Each card
 * opens the post's page.
 */
export const newsCarousel = defineType({
  name: 'newsCarousel',
  title: 'News carousel',
  description: `Cards of your ${CAROUSEL_POSTS} latest posts that slide, with any you pin first.`,
  type: 'object',
  fields: [
    carouselTitleField,
    defineField({
      name: 'latestType',
      title: 'Latest posts of',
      description: `The carousel shows the latest posts of this type (of every type when empty), newest first: a post you publish joins it at once.`,
      type: 'string',
      options: { list: POST_TYPES },
    }),
    defineField({
      name: 'pinnedPosts',
      title: 'Pinned posts',
      description: `Optional: posts to show first, in this order, whatever their type or date. The latest posts fill the rest of the ${CAROUSEL_POSTS} cards; pin ${CAROUSEL_POSTS} and no new post shows until you unpin one.`,
      type: 'array',
      of: [
        defineArrayMember({ type: 'reference', to: [{ type: 'post' }], options: brandReferenceOptions() }),
      ],
      validation: (rule) => rule.unique().max(CAROUSEL_POSTS),
    }),
  ],
  preview: {
    select: {
      title: 'title',
      pinned: 'pinnedPosts',
      latestType: 'latestType',
      media: 'pinnedPosts.0.contentImage',
    },
    prepare: ({ title, pinned, latestType, media }) => {
      const count = (pinned as unknown[] | undefined)?.length ?? 0
      const latest = POST_TYPES.find((option) => option.value === latestType)?.title.toLowerCase() ?? 'posts'
      return {
        title: title || 'News carousel',
        subtitle: `News carousel, the latest ${latest}${count ? `, ${count} pinned first` : ''}`,
        media,
      }
    },
  },
})
