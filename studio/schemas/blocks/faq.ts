import { defineArrayMember, defineField, defineType } from 'sanity'
import { brandReferenceOptions } from '../fields/brandReferenceOptions'

/**
 * Frequently asked questions (spec 01 §2): a keyword search over the questions, and the brand's
 * FAQ tags (documents, shared between pages) as an accordion, in the order chosen here.
 */
export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  description: 'Questions and answers from your FAQ tags, with a search box.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'tags',
      title: 'Tags',
      description: 'The FAQ tags to show, in this order. Each tag is edited once, under FAQ tags.',
      type: 'array',
      of: [
        defineArrayMember({ type: 'reference', to: [{ type: 'faqTag' }], options: brandReferenceOptions() }),
      ],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: {
    select: { title: 'title', tags: 'tags', first: 'tags.0.tag' },
    prepare: ({ title, tags, first }: { title?: string; tags?: unknown[]; first?: string }) => ({
      title: title || 'FAQ',
      subtitle: `FAQ: ${tags?.length ?? 0} ${tags?.length === 1 ? 'tag' : 'tags'}${first ? `, ${first} first` : ''}`,
    }),
  },
})
