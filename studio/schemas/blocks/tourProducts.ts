import { isSlugSegment } from '@travel/config'
import { defineField, defineType } from 'sanity'

/**
 * Up to six tours of a destination, cheapest first, from the product warehouse (spec 02 §2,
 * "Product block"): each a card with its price from, or "price on request", and Book Now or
 * Enquire Now; a See More link to the full list.
 */
export const tourProducts = defineType({
  name: 'tourProducts',
  title: 'Tours of a destination',
  description: 'Up to six tours of a destination, cheapest first, with a link to all.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'e.g. “Our Japan tours”.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'destinationSlug',
      title: 'Destination (warehouse slug)',
      type: 'string',
      description: 'The destination as the product warehouse names it in its addresses, e.g. “japan”.',
      validation: (rule) =>
        rule
          .required()
          .custom((slug?: string) =>
            !slug || isSlugSegment(slug)
              ? true
              : 'Lower-case letters, digits and single hyphens, e.g. “new-zealand”.',
          ),
    }),
    defineField({
      name: 'seeMore',
      title: 'See More link',
      description: 'The full list of tours (the label is usually “See More”).',
      type: 'buttonAction',
    }),
  ],
  preview: {
    select: { title: 'title', destination: 'destinationSlug' },
    prepare: ({ title, destination }: { title?: string; destination?: string }) => ({
      title: title || 'Tours of a destination',
      subtitle: `Tours of ${destination ?? '…'}, from the warehouse`,
    }),
  },
})
