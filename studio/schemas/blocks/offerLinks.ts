import { defineArrayMember, defineField, defineType } from 'sanity'

/**
 * The home page's offers: titled sections, each a list of links (a page of this brand, or a URL
 * that may open in a new tab), e.g. "Small-group tours" listing the year's departures.
 */
export const offerLinks = defineType({
  name: 'offerLinks',
  title: 'Offer links',
  description: 'Titled lists of links to your offers.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', description: 'Optional.' }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(6),
      of: [
        defineArrayMember({
          name: 'offerSection',
          title: 'Section',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'links',
              title: 'Links',
              type: 'array',
              of: [defineArrayMember({ type: 'buttonAction' })],
              validation: (rule) => rule.required().min(1).max(12),
            }),
          ],
          preview: {
            select: { title: 'title', links: 'links' },
            prepare: ({ title, links }: { title?: string; links?: unknown[] }) => ({
              title,
              subtitle: `${links?.length ?? 0} links`,
            }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', sections: 'sections' },
    prepare: ({ title, sections }: { title?: string; sections?: unknown[] }) => ({
      title: title || 'Offer links',
      subtitle: `Offer links, ${sections?.length ?? 0} sections`,
    }),
  },
})
