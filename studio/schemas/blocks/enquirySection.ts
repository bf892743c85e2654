import { defineField, defineType } from 'sanity'

/**
 * The enquiry section (spec 02): tabs for a charter flight enquiry, an accommodation enquiry and
 * a way into the tailor-made wizard. The two forms are fixed; the editor writes the title and
 * the tailor-made tab's text and link.
 */
export const enquirySection = defineType({
  name: 'enquirySection',
  title: 'Enquiry section',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
    defineField({
      name: 'tailorMadeText',
      title: 'Tailor-made tab: text',
      description: 'What the Tailor-made tab says above its link.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'tailorMadeLink',
      title: 'Tailor-made tab: link',
      description: "The page with the tailor-made wizard (this site's, or another site's URL).",
      type: 'buttonAction',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({ title: title || 'Enquiry', subtitle: 'Enquiry section' }),
  },
})
