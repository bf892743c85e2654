import { defineField, defineType, type SlugValidationContext } from 'sanity'
import { brandField } from '../fields/brand'
import { blocksField, isAddressFreeInBrand, pageGroups, seoTabField } from '../fields/pageBuilder'
import { pageSlugRule, slugOptions } from '../fields/slug'

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
      validation: (rule) => rule.required().custom(pageSlugRule),
    }),
    defineField({
      name: 'approvedByLegal',
      title: 'Approved by legal',
      description:
        'For the privacy policy and the terms and conditions (the pages your site settings name): tick it once the company’s lawyers have approved this text. Until then the page opens with a notice that its text is a placeholder, and the launch check lists it. Other pages ignore it.',
      type: 'boolean',
      group: 'content',
      initialValue: false,
    }),
    blocksField,
    seoTabField,
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
