import { defineField, defineType } from 'sanity'
import { productReferenceMember } from '../fields/productReference'

/** As many trips as the tours of a destination show (spec 02 §9). */
const MAX_TRIPS = 6

/**
 * Trips picked from the product warehouse by reference (type and code), shown as product cards
 * whose name, length, price from in the site's currency, picture and links come from the
 * warehouse when the page is built or revalidated (issue 46: a trip named on a page is the trip
 * in the catalogue). A trip the warehouse no longer has is left out of the page.
 */
export const featuredTrips = defineType({
  name: 'featuredTrips',
  title: 'Featured trips',
  description: 'Trips picked by name: their name, length, price and picture come from the product warehouse.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'e.g. “Where we’re heading in 2027”.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'A sentence or two above the cards. Name no trip or price here: the cards say them.',
      validation: (rule) => rule.max(400),
    }),
    defineField({
      name: 'trips',
      title: 'Trips',
      type: 'array',
      description: `Up to ${MAX_TRIPS}. A trip the warehouse no longer has is left out of the page (and logged).`,
      of: [productReferenceMember],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(MAX_TRIPS)
          .custom((trips?: Array<{ code?: string }>) => {
            const codes = (trips ?? []).map((trip) => trip.code).filter(Boolean)
            return new Set(codes).size === codes.length ? true : 'Each trip once.'
          }),
    }),
  ],
  preview: {
    select: { title: 'title', trips: 'trips' },
    prepare: ({ title, trips }: { title?: string; trips?: unknown[] }) => ({
      title: title || 'Featured trips',
      subtitle: `${trips?.length ?? 0} trips from the warehouse`,
    }),
  },
})
