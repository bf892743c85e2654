import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'

/**
 * How the company's brands and partners work together: a title, a line, and a few items, each
 * with an icon or logo, a title, a text and an optional link.
 */
export const synergy = defineType({
  name: 'synergy',
  title: 'Synergy',
  description: 'How your brands and partners work together: a few items with a logo and text.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(6),
      of: [
        defineArrayMember({
          name: 'synergyItem',
          title: 'Item',
          type: 'object',
          fields: [
            imageWithAltField({ name: 'image', title: 'Icon or logo', required: true }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(50),
            }),
            defineField({
              name: 'text',
              title: 'Text',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.max(240),
            }),
            defineField({ name: 'link', title: 'Link', type: 'buttonAction', description: 'Optional.' }),
          ],
          preview: { select: { title: 'title', subtitle: 'text', media: 'image' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', items: 'items' },
    prepare: ({ title, items }: { title?: string; items?: unknown[] }) => ({
      title,
      subtitle: `Synergy, ${items?.length ?? 0} items`,
    }),
  },
})
