import { defineField, defineType } from 'sanity'
import { richTextField } from '../fields/richText'

export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Rich text section',
  description: 'Text with headings, lists and links.',
  type: 'object',
  fields: [defineField({ name: 'title', title: 'Title', type: 'string' }), richTextField()],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }) => ({ title: title || 'Untitled text', subtitle: 'Rich text section' }),
  },
})
