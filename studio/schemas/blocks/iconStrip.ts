import { defineField, defineType } from 'sanity'
import { iconItemMember } from '../fields/iconItem'

/** A row of icons with a short title and line each: what the company delivers, and how. */
export const iconStrip = defineType({
  name: 'iconStrip',
  title: 'Icon strip',
  description: 'A row of icons, each with a short title and a line.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', description: 'Optional.' }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(6),
      of: [iconItemMember({ name: 'iconStripItem', textMax: 140 })],
    }),
  ],
  preview: {
    select: { title: 'title', items: 'items' },
    prepare: ({ title, items }: { title?: string; items?: unknown[] }) => ({
      title: title || 'Icon strip',
      subtitle: `Icon strip, ${items?.length ?? 0} items`,
    }),
  },
})
