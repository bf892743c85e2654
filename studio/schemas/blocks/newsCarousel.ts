import { defineArrayMember, defineField, defineType } from 'sanity'
import { POST_TYPES } from '../documents/postTypes'
import { brandReferenceOptions } from '../fields/brandReferenceOptions'
import { carouselTitleField } from '../fields/headingFields'

/** How many of the latest posts the carousel shows when no post is chosen (its web projection). */
export const LATEST_POSTS = 6

type CarouselParent = { posts?: unknown[] } | undefined

/**
 * The brand's posts as cards that slide: the posts chosen, in order, or, when none is chosen,
 * the latest of a type (or of every type). Each card opens the post's page.
 */
export const newsCarousel = defineType({
  name: 'newsCarousel',
  title: 'News carousel',
  description: 'Cards of your latest posts (or the ones you choose) that slide.',
  type: 'object',
  fields: [
    carouselTitleField,
    defineField({
      name: 'posts',
      title: 'Posts',
      description: `The posts to show, in order. None: the ${LATEST_POSTS} latest (below).`,
      type: 'array',
      of: [
        defineArrayMember({ type: 'reference', to: [{ type: 'post' }], options: brandReferenceOptions() }),
      ],
      validation: (rule) =>
        rule
          .unique()
          .max(12)
          .custom((posts: unknown[] | undefined) =>
            posts?.length === 1 ? 'Choose at least two posts to slide, or none for the latest' : true,
          ),
    }),
    defineField({
      name: 'latestType',
      title: 'Latest posts of',
      description: `With no post chosen, the carousel shows the ${LATEST_POSTS} latest posts of this type, of every type when empty.`,
      type: 'string',
      options: { list: POST_TYPES },
      hidden: ({ parent }) => Boolean((parent as CarouselParent)?.posts?.length),
    }),
  ],
  preview: {
    select: { title: 'title', posts: 'posts', latestType: 'latestType', media: 'posts.0.contentImage' },
    prepare: ({ title, posts, latestType, media }) => {
      const count = (posts as unknown[] | undefined)?.length ?? 0
      const latest = POST_TYPES.find((option) => option.value === latestType)?.title.toLowerCase() ?? 'posts'
      return {
        title: title || 'News carousel',
        subtitle: count ? `News carousel, ${count} posts` : `News carousel, the latest ${latest}`,
        media,
      }
    },
  },
})
