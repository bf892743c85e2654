import { defineField, defineType } from 'sanity'

/**
 * A number that counts up from 0 once scrolled into view ('Why choose us': 25,000+ PASSENGERS
 * TRAVEL WITH US EACH YEAR). The sites show the total at once to visitors who prefer less motion.
 */
export const counter = defineType({
  name: 'counter',
  title: 'Counter: one number with a heading',
  description: 'One number that counts up under a heading, e.g. 25,000+ passengers a year.',
  type: 'object',
  fields: [
    defineField({
      name: 'topTitle',
      title: 'Top title',
      description: 'The heading above the number, e.g. Why choose us.',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'numberCount',
      title: 'Number',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(999_999_999),
    }),
    defineField({
      name: 'suffix',
      title: 'After the number',
      description: 'Shown right after the number, e.g. +.',
      type: 'string',
      initialValue: '+',
      validation: (rule) => rule.max(3),
    }),
    defineField({
      name: 'bottomTitle',
      title: 'Bottom title',
      description: 'The line under the number, e.g. PASSENGERS TRAVEL WITH US EACH YEAR.',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
  ],
  preview: {
    select: { title: 'topTitle', number: 'numberCount', suffix: 'suffix', bottomTitle: 'bottomTitle' },
    prepare: ({
      title,
      number,
      suffix,
      bottomTitle,
    }: {
      title?: string
      number?: number
      suffix?: string
      bottomTitle?: string
    }) => ({
      title: title || 'Counter',
      subtitle: `Counter: ${number ?? 0}${suffix ?? ''} ${bottomTitle ?? ''}`,
    }),
  },
})
