import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { carouselTitleField } from '../fields/headingFields'

/**
 * What a news item is: its label on the card and the first segment of its address,
 * /{type-slug}/{slug} (web/src/site/links.ts, typeSlug). The web names each label in
 * web/src/blocks/NewsCarousel/newsTypes.ts: a value without its label fails tsc.
 */
export const NEWS_TYPES = [
  { title: 'News', value: 'news' },
  { title: 'Travel tips', value: 'travelTips' },
  { title: 'Press release', value: 'pressRelease' },
]

type NewsItemParent = { title?: string } | undefined
type NewsItemValue = { type?: string; slug?: { current?: string } }

/** The company's latest news as cards that slide: type, date, title, a line and an image. */
export const newsCarousel = defineType({
  name: 'newsCarousel',
  title: 'News carousel',
  type: 'object',
  fields: [
    carouselTitleField,
    defineField({
      name: 'items',
      title: 'News items',
      type: 'array',
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .max(12)
          .custom((items: NewsItemValue[] | undefined) => {
            const addresses = (items ?? []).map((item) => `${item.type}/${item.slug?.current}`)
            return new Set(addresses).size === addresses.length || 'Two items have the same type and slug'
          }),
      of: [
        defineArrayMember({
          name: 'newsItem',
          title: 'News item',
          type: 'object',
          fields: [
            defineField({
              name: 'type',
              title: 'Type',
              type: 'string',
              options: { list: NEWS_TYPES, layout: 'radio', direction: 'horizontal' },
              initialValue: 'news',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(90),
            }),
            defineField({
              name: 'slug',
              title: 'Slug',
              description: 'The item’s address: /{type}/{slug}. It opens in a new tab.',
              type: 'slug',
              options: {
                source: (_document, { parent }) => (parent as NewsItemParent)?.title ?? '',
                // Items are not documents: the carousel's own check (items, below) keeps their
                // addresses apart, where Sanity's document-wide one would look in vain.
                isUnique: () => true,
              },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'content',
              title: 'Content',
              description: 'A line or two that makes people want to read on.',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().max(200),
            }),
            imageWithAltField({ name: 'contentImage', title: 'Image', required: true }),
            defineField({
              name: 'createdAt',
              title: 'Date',
              description: 'Shown on the card as day, short month and two-digit year (05 Mar 26).',
              type: 'date',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: {
            select: { title: 'title', type: 'type', createdAt: 'createdAt', media: 'contentImage' },
            prepare: ({ title, type, createdAt, media }) => ({
              title,
              subtitle: [NEWS_TYPES.find((option) => option.value === type)?.title, createdAt]
                .filter(Boolean)
                .join(' · '),
              media,
            }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', items: 'items', media: 'items.0.contentImage' },
    prepare: ({ title, items, media }) => ({
      title: title || 'News carousel',
      subtitle: `News carousel, ${(items as unknown[] | undefined)?.length ?? 0} items`,
      media,
    }),
  },
})
