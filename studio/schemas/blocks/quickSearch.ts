import { defineField, defineType } from 'sanity'

/**
 * The product quick search (spec 02 §2): travel type, destination keyword with suggestions,
 * duration and Search Now, answered from the warehouse. Its fields and texts are fixed; editors
 * give it a heading if they want one.
 */
export const quickSearch = defineType({
  name: 'quickSearch',
  title: 'Quick search',
  description: 'The trip search: travel type, destination and duration.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Optional, e.g. “Find your next journey”.',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'string',
      description: 'Optional line under the title.',
      validation: (rule) => rule.max(160),
    }),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || 'Quick search',
      subtitle: 'Quick search: travel type, destination, duration',
    }),
  },
})
