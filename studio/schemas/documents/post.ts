import { defineField, defineType, type SlugValidationContext } from 'sanity'
import { brandField } from '../fields/brand'
import { imageWithAltField } from '../fields/imageWithAlt'
import { isAddressFreeInBrand, pageGroups, seoTabField } from '../fields/pageBuilder'
import { richTextField } from '../fields/richText'
import { slugFormatRule, slugOptions } from '../fields/slug'
import { POST_TYPES } from './postTypes'
import { publishWindowFields, windowSummary } from './publishWindow'

/** A post's address is unique per brand and type: /{type-slug}/{slug}. */
export function isPostSlugFree(slug: string, context: SlugValidationContext) {
  const type = (context.document?.type as string | undefined) ?? ''
  return isAddressFreeInBrand(context, 'type == $postType && slug.current == $slug', { postType: type, slug })
}

/**
 * A news item, travel tip or press release of the brand (spec 02, "News item"), with a page of
 * its own at /{type-slug}/{slug} on every site of the brand and a card in the news carousel.
 */
export const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  groups: pageGroups,
  fields: [
    brandField,
    defineField({
      name: 'type',
      title: 'Type',
      type: 'string',
      group: 'content',
      options: { list: POST_TYPES, layout: 'radio', direction: 'horizontal' },
      initialValue: 'news',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      description: 'The post’s address: /{type}/{slug}, e.g. /news/our-2027-departures.',
      type: 'slug',
      group: 'content',
      options: { ...slugOptions, isUnique: isPostSlugFree },
      validation: (rule) => rule.required().custom(slugFormatRule(false)),
    }),
    defineField({
      name: 'createdAt',
      title: 'Date',
      description:
        'The post’s date: lists show the newest first; cards show it as 05 Mar 26. A new post starts on today’s date in the brand’s time.',
      type: 'date',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      description: 'A line or two that makes people want to read on: on the cards and in search results.',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (rule) => rule.required().max(200),
    }),
    { ...imageWithAltField({ name: 'contentImage', title: 'Image', required: true }), group: 'content' },
    {
      ...richTextField({ name: 'content', title: 'Content', validation: (rule) => rule.required().min(1) }),
      group: 'content',
    },
    ...publishWindowFields({
      group: 'content',
      from: 'The sites show this post from this moment (within a minute): its page, its card in the lists and the news carousel. Empty: at once.',
      until:
        'The sites stop showing this post at this moment (within a minute): its address answers “not found”, and its cards and the links to it are hidden. Empty: always.',
    }),
    seoTabField,
  ],
  orderings: [
    { title: 'Newest first', name: 'createdAtDesc', by: [{ field: 'createdAt', direction: 'desc' }] },
  ],
  preview: {
    select: {
      title: 'title',
      type: 'type',
      createdAt: 'createdAt',
      media: 'contentImage',
      brand: 'brand',
      availableFrom: 'availableFrom',
      availableUntil: 'availableUntil',
    },
    prepare: ({ title, type, createdAt, media, brand, availableFrom, availableUntil }) => ({
      title: title || 'Untitled post',
      subtitle: [
        POST_TYPES.find((option) => option.value === type)?.title,
        createdAt,
        availableFrom || availableUntil ? windowSummary({ availableFrom, availableUntil }, brand) : null,
      ]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
