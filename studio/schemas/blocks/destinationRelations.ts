import { defineArrayMember, defineField, defineType } from 'sanity'
import { relatedDestinationPageField } from '../fields/destinationPageReference'
import { imageWithAltField } from '../fields/imageWithAlt'
import { slugFormatRule } from '../fields/slug'

/**
 * Related destinations (spec 02 §2, "Relation block"; §3 "Related destination"): each a card with
 * its category's title, a title, a description and an image, linking to its destination page
 * (a reference: the page's own address), or without one to the destination's tours.
 */
export const destinationRelations = defineType({
  name: 'destinationRelations',
  title: 'Related destinations',
  description: 'Cards for destinations to combine with this one, each linking to its page.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'entries',
      title: 'Destinations',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(8),
      of: [
        defineArrayMember({
          name: 'relatedDestination',
          title: 'Destination',
          type: 'object',
          fields: [
            defineField({
              name: 'categoryTitle',
              title: 'Category',
              description: 'The group it belongs to, e.g. “Asia”: its address is /tour-destination/asia/…',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'slug',
              title: 'Slug',
              description: 'The destination’s address in its group, e.g. “cambodia”.',
              type: 'string',
              validation: (rule) =>
                rule
                  .required()
                  .custom((slug: string | undefined) =>
                    slugFormatRule(false)({ _type: 'slug', current: slug }),
                  ),
            }),
            defineField({
              name: 'metaTitle',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.max(200),
            }),
            imageWithAltField({ required: true }),
            relatedDestinationPageField,
          ],
          preview: { select: { title: 'metaTitle', subtitle: 'categoryTitle', media: 'image' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', entries: 'entries' },
    prepare: ({ title, entries }: { title?: string; entries?: unknown[] }) => ({
      title: title || 'Related destinations',
      subtitle: `Related destinations, ${entries?.length ?? 0}`,
    }),
  },
})
