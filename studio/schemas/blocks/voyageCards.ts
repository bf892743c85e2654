import { defineArrayMember, defineField, defineType } from 'sanity'
import { productReferenceField } from '../fields/productReference'

/** The query parameter a voyage card’s button adds (web/src/blocks/VoyageCards/voyageQuery.ts). */
export const VOYAGE_PARAMETER = 'voyage'

/**
 * Voyages as cards: each a cruise of the warehouse, by reference (its name, picture, nights and
 * "from" price per person in the site's currency are the warehouse's when the page is built), with
 * the editor's departure dates, a short line and a button (to the voyage's page, or to an enquiry
 * form that then knows which voyage it is about).
 */
export const voyageCards = defineType({
  name: 'voyageCards',
  title: 'Voyage cards',
  description: 'Cruises of the warehouse as cards, with their dates, a line and a button.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'voyages',
      title: 'Voyages',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(12),
      of: [
        defineArrayMember({
          name: 'voyageCard',
          title: 'Voyage',
          type: 'object',
          fields: [
            productReferenceField({
              name: 'trip',
              title: 'Voyage',
              onlyType: 'cruise',
              description:
                'The cruise in the warehouse, picked by name: its name, picture, nights and “from” price come from there. A voyage the warehouse no longer has is left out of the page (and logged).',
            }),
            defineField({
              name: 'departures',
              title: 'Departure dates',
              description: 'Shown in order, e.g. “6 June, 20 June and 4 July 2027”.',
              type: 'array',
              of: [defineArrayMember({ type: 'date', options: { dateFormat: 'D MMM YYYY' } })],
              validation: (rule) => rule.required().min(1).max(6).unique(),
            }),
            defineField({
              name: 'summary',
              title: 'Short line',
              description: 'The route in a line, e.g. “Return from Bergen to the North Cape”.',
              type: 'string',
              validation: (rule) => rule.required().max(140),
            }),
            defineField({
              name: 'button',
              title: 'Button',
              type: 'buttonAction',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'askAboutVoyage',
              title: 'The button asks about this voyage',
              description: `Adds ?${VOYAGE_PARAMETER}=<the voyage’s name> to the button’s link, so that a form there whose “${VOYAGE_PARAMETER}” field fills from the link (Forms) starts with this voyage.`,
              type: 'boolean',
              initialValue: false,
            }),
          ],
          preview: {
            select: { code: 'trip.code', summary: 'summary' },
            prepare: ({ code, summary }) => ({ title: code || 'No voyage picked', subtitle: summary }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }) => ({ title: title || 'Voyage cards', subtitle: 'Voyage cards' }),
  },
})
