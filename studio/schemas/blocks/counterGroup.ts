import { defineArrayMember, defineField, defineType } from 'sanity'

/**
 * Figures side by side, each counting up from 0 once scrolled into view: a line above the number
 * (header 1), the number, a line under it (header 2). The sites show the totals at once to
 * visitors who prefer less motion. One figure with a heading of its own is the Counter block.
 */
export const counterGroup = defineType({
  name: 'counterGroup',
  title: 'Counters: up to four numbers in a row',
  description: 'Up to four numbers side by side, each counting up, e.g. years, trips and guides.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Optional.',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'items',
      title: 'Figures',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(4),
      of: [
        defineArrayMember({
          name: 'counterItem',
          title: 'Figure',
          type: 'object',
          fields: [
            defineField({
              name: 'header1',
              title: 'Above the number',
              type: 'string',
              validation: (rule) => rule.max(40),
            }),
            defineField({
              name: 'number',
              title: 'Number',
              type: 'number',
              validation: (rule) => rule.required().integer().min(1).max(999_999_999),
            }),
            defineField({
              name: 'suffix',
              title: 'After the number',
              description: 'Shown right after the number, e.g. + or %.',
              type: 'string',
              validation: (rule) => rule.max(3),
            }),
            defineField({
              name: 'header2',
              title: 'Under the number',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
          ],
          preview: {
            select: { number: 'number', suffix: 'suffix', header2: 'header2' },
            prepare: ({ number, suffix, header2 }) => ({
              title: `${number ?? 0}${suffix ?? ''}`,
              subtitle: header2,
            }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', items: 'items' },
    prepare: ({ title, items }: { title?: string; items?: unknown[] }) => ({
      title: title || 'Counters',
      subtitle: `Counters, ${items?.length ?? 0} figures`,
    }),
  },
})
