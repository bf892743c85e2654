import { defineField, defineType } from 'sanity'

/**
 * The 14-step tailor-made trip wizard (web/src/forms/tailorMade/). Editors set only the words
 * around it: its steps, questions and the countries (from the warehouse) are the web's.
 */
export const tailorMadeWizard = defineType({
  name: 'tailorMadeWizard',
  title: 'Tailor-made trip wizard',
  description: 'The step-by-step form for a tailor-made trip.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: "The heading above the wizard, e.g. 'Plan your tailor-made trip'.",
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      description: 'A sentence under the heading; none when empty.',
      type: 'text',
      rows: 2,
    }),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || 'Tailor-made trip wizard',
      subtitle: 'Tailor-made trip wizard',
    }),
  },
})
