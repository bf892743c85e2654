import { defineField, defineType, type SlugRule, type SlugValidationContext } from 'sanity'
import { brandField } from '../fields/brand'
import { blocksField, isAddressFreeInBrand, pageGroups, seoTabField } from '../fields/pageBuilder'
import { slugFormatRule, slugOptions } from '../fields/slug'

/** A destination's address is unique per brand and group: /tour-destination/{group}/{slug}. */
function isUniqueInGroup(slug: string, context: SlugValidationContext) {
  const group = (context.document?.group as { current?: string } | undefined)?.current ?? ''
  return isAddressFreeInBrand(context, 'group.current == $group && slug.current == $slug', { group, slug })
}

const slugRule = (rule: SlugRule) => rule.required().custom(slugFormatRule(false))

/**
 * A tour destination's page (spec 02 §2), at /tour-destination/{group}/{slug}: the address the
 * mega-menu links to. Its blocks are the page builder's: typically a hero slider, an intro, the
 * destination's tours and related destinations.
 */
export const destinationPage = defineType({
  name: 'destinationPage',
  title: 'Destination page',
  type: 'document',
  groups: pageGroups,
  fields: [
    brandField,
    defineField({
      name: 'title',
      title: 'Destination',
      type: 'string',
      group: 'content',
      description: 'e.g. “Vietnam”.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'group',
      title: 'Group',
      description: 'The group’s address, as in the mega-menu: /tour-destination/{group}/…, e.g. “asia”.',
      type: 'slug',
      group: 'content',
      // Many destinations share a group: its address is not unique.
      options: { isUnique: () => true },
      validation: slugRule,
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      description: 'The destination’s address: /tour-destination/{group}/{slug}, e.g. “vietnam”.',
      type: 'slug',
      group: 'content',
      options: { ...slugOptions, isUnique: isUniqueInGroup },
      validation: slugRule,
    }),
    blocksField,
    seoTabField,
  ],
  preview: {
    select: { title: 'title', group: 'group.current', slug: 'slug.current' },
    prepare: ({ title, group, slug }: { title?: string; group?: string; slug?: string }) => ({
      title: title || 'Destination page',
      subtitle: `/tour-destination/${group ?? '…'}/${slug ?? '…'}`,
    }),
  },
})
