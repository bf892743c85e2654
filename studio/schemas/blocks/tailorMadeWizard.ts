import { defineArrayMember, defineField, defineType } from 'sanity'

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
    defineField({
      name: 'golfFocus',
      title: 'Start with golf',
      description:
        'The trip-focus step opens on Golf holidays, with its golf questions; the visitor may still choose another focus.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'featuredPlaces',
      title: 'Places first',
      description:
        'Shown first in the countries step, under the names your visitors know them by (Scotland, England), before every country. Each counts as the country it is in, as the wizard’s list names it (United Kingdom); a place whose country is not in the list is not shown.',
      type: 'array',
      validation: (rule) => rule.max(12),
      of: [
        defineArrayMember({
          name: 'featuredPlace',
          title: 'Place',
          type: 'object',
          fields: [
            defineField({
              name: 'name',
              title: 'Name',
              description: 'As your visitors know it, e.g. “Scotland”.',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'country',
              title: 'Country',
              description: 'The country it is in, as the wizard’s list names it, e.g. “United Kingdom”.',
              type: 'string',
              validation: (rule) => rule.required().max(100),
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'country' } },
        }),
      ],
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
