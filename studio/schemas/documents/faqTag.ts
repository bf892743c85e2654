import { defineArrayMember, defineField, defineType } from 'sanity'
import { brandField } from '../fields/brand'
import { richTextField } from '../fields/richText'

/**
 * A group of frequently asked questions under one tag (spec 01 §3, "FAQ tag"): a brand's
 * document, so one tag can appear on several pages through their FAQ blocks.
 */
export const faqTag = defineType({
  name: 'faqTag',
  title: 'FAQ tag',
  type: 'document',
  fields: [
    brandField,
    defineField({
      name: 'tag',
      title: 'Tag',
      description: 'The heading the questions are grouped under, such as “Tickets and passes”.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'faqs',
      title: 'Questions',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'faqItem',
          title: 'Question',
          type: 'object',
          fields: [
            defineField({
              name: 'question',
              title: 'Question',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            richTextField({ name: 'answer', title: 'Answer', validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: 'question' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'tag', faqs: 'faqs' },
    prepare: ({ title, faqs }: { title?: string; faqs?: unknown[] }) => ({
      title: title || 'Untitled tag',
      subtitle: `${faqs?.length ?? 0} ${faqs?.length === 1 ? 'question' : 'questions'}`,
    }),
  },
})
