import { defineArrayMember, defineField, defineType } from 'sanity'
import { carouselTitleField } from '../fields/headingFields'

/** The brands the company works with, as logos that slide every 6 seconds. */
export const partnerLogos = defineType({
  name: 'partnerLogos',
  title: 'Partner logos',
  description: 'The logos of your partners, sliding by.',
  type: 'object',
  fields: [
    carouselTitleField,
    defineField({
      name: 'partners',
      title: 'Partner brands',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(24),
      of: [
        defineArrayMember({
          title: 'Partner brand',
          type: 'image',
          description: 'The logo, wider than tall, on a transparent or white ground.',
          fields: [
            defineField({
              name: 'alt',
              title: 'Partner name',
              description: 'Read out instead of the logo, e.g. Viking River Cruises.',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'alt', media: 'asset' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', partners: 'partners', media: 'partners.0' },
    prepare: ({ title, partners, media }) => ({
      title: title || 'Partner logos',
      subtitle: `Partner logos, ${(partners as unknown[] | undefined)?.length ?? 0} brands`,
      media,
    }),
  },
})
