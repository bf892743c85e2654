import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'

/** The query parameter a voyage card’s button adds (web/src/blocks/VoyageCards/voyageQuery.ts). */
export const VOYAGE_PARAMETER = 'voyage'

/**
 * Voyages as cards: each with its picture, nights and departure dates, a "from" price per person
 * in the site's currency, a short line and a button (to the voyage's page, or to an enquiry form
 * that then knows which voyage it is about).
 */
export const voyageCards = defineType({
  name: 'voyageCards',
  title: 'Voyage cards',
  description: 'Voyages as cards with nights, dates, a price and a button.',
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
            defineField({
              name: 'name',
              title: 'Voyage name',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            imageWithAltField({ title: 'Picture', required: true }),
            defineField({
              name: 'nights',
              title: 'Nights',
              type: 'number',
              validation: (rule) => rule.required().integer().min(1).max(120),
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
              name: 'fromPrice',
              title: '“From” price',
              description:
                'Per person, in whole units of the site’s currency (Australian dollars on an Australian site), e.g. 9280: shown as “From $9,280 per person”.',
              type: 'number',
              validation: (rule) => rule.required().integer().positive().max(1_000_000),
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
              description: `Adds ?${VOYAGE_PARAMETER}=<the voyage name> to the button’s link, so that a form there whose “${VOYAGE_PARAMETER}” field fills from the link (Forms) starts with this voyage.`,
              type: 'boolean',
              initialValue: false,
            }),
          ],
          preview: {
            select: { title: 'name', nights: 'nights', price: 'fromPrice', media: 'image' },
            prepare: ({ title, nights, price, media }) => ({
              title: title || 'Voyage',
              subtitle: [nights ? `${nights} nights` : null, price ? `from ${price}` : null]
                .filter(Boolean)
                .join(' · '),
              media,
            }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', media: 'voyages.0.image' },
    prepare: ({ title, media }) => ({ title: title || 'Voyage cards', subtitle: 'Voyage cards', media }),
  },
})
