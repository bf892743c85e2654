import { defineField, defineType } from 'sanity'

/**
 * The tour destinations by group, from the product warehouse's TOUR DESTINATION category (spec 02
 * §2, "Destination block"): each group's first 7 destinations, then Show more / Show less; each
 * links to the tours of that destination (/tours/{slug}).
 */
export const destinationGroups = defineType({
  name: 'destinationGroups',
  title: 'Destinations by group',
  description: 'Every destination you sell, by region, each linking to its tours.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'e.g. “Where we travel”.',
      validation: (rule) => rule.required().max(80),
    }),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || 'Destinations by group',
      subtitle: 'Destinations by group, from the warehouse',
    }),
  },
})
