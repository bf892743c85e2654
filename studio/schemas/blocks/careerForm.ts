import { defineField, defineType } from 'sanity'

/** The career application form (spec 01): a CV upload and the applicant's details, at `#career`. */
export const careerForm = defineType({
  name: 'careerForm',
  title: 'Career application',
  description: 'The job application form, with a CV upload.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || 'Careers',
      subtitle: 'Career application form',
    }),
  },
})
