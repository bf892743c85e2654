import { defineField, defineType, type SlugValidationContext } from 'sanity'
import { brandField } from '../fields/brand'
import { blocksField, isAddressFreeInBrand, pageGroups, seoTabField } from '../fields/pageBuilder'
import { slugFormatRule, slugOptions } from '../fields/slug'

/** Slugs are unique per brand: two brands may both have an "about-us" page. */
export function isSlugUniqueInBrand(slug: string, context: SlugValidationContext) {
  return isAddressFreeInBrand(context, 'slug.current == $slug', { slug })
}

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups: pageGroups,
  fields: [
    brandField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      description:
        'The page address: /{slug}. Lower-case letters, digits and single hyphens, e.g. “summer-sale”; a “/” between parts for a page under another, e.g. “guides/rail-2026”.',
      type: 'slug',
      group: 'content',
      options: { ...slugOptions, isUnique: isSlugUniqueInBrand },
      validation: (rule) => rule.required().custom(slugFormatRule(true)),
    }),
    blocksField,
    seoTabField,
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
