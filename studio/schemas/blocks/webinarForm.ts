import { defineField, defineType } from 'sanity'

/** The webinar registration form (spec 02): its title names the webinar and each registration's type. */
export const webinarForm = defineType({
  name: 'webinarForm',
  title: 'Webinar registration',
  description: 'The registration form for a webinar.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description:
        'The webinar: shown above the form, and the type of each registration the back office gets.',
      type: 'string',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || 'Webinar',
      subtitle: 'Webinar registration',
    }),
  },
})
