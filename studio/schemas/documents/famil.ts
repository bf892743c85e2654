import { defineArrayMember, defineField, defineType } from 'sanity'
import { brandField } from '../fields/brand'
import { imageWithAltField } from '../fields/imageWithAlt'
import { richTextField } from '../fields/richText'
import {
  familSummary,
  registrationClosesRule,
  registrationOpensRule,
  type FamilSchedule,
} from './familWindow'

const scheduleOf = (document: unknown) => (document ?? {}) as FamilSchedule

/** A group of inclusions under its own heading, e.g. “Golf” and its green fees. */
const inclusionGroup = defineArrayMember({
  name: 'familInclusionGroup',
  title: 'Group',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'contents',
      title: 'Items',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
})

/** One day of the itinerary: the accordion's heading, its text and its picture. */
const itineraryDay = defineArrayMember({
  name: 'familItineraryDay',
  title: 'Day',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'E.g. “Day 1: Edinburgh”.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'content',
      title: 'Content',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required(),
    }),
    imageWithAltField({ name: 'image', title: 'Image', required: true }),
  ],
  preview: { select: { title: 'title', media: 'image' } },
})

/**
 * A famil (a familiarisation trip for travel agents) of the brand, which a famil information
 * block shows as a card with its itinerary and terms. Marketing schedules its registration
 * window: outside it, and once the trip departs, no page shows it, with nobody publishing again.
 */
export const famil = defineType({
  name: 'famil',
  title: 'Famil',
  type: 'document',
  fields: [
    brandField,
    defineField({
      name: 'title',
      title: 'Title',
      description:
        'The card’s heading: the famil’s name for agents, e.g. “Scotland links famil 2027”. Also how it is listed and chosen in blocks.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tripName',
      title: 'Trip name',
      description:
        'The card’s “Trip” line: where the trip goes, e.g. “The Kingdom of Fife and the East Lothian links”.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'date',
      title: 'Travel date',
      description: 'The day the trip departs; the sites stop showing the famil as it begins.',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'hidden',
      title: 'Hidden',
      description: 'Shown on no page while on.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'registrationOpens',
      title: 'Registration opens',
      description: 'Pages show the famil from this moment (within a minute). Empty: at once.',
      type: 'datetime',
      validation: (rule) => rule.custom((_, { document }) => registrationOpensRule(scheduleOf(document))),
    }),
    defineField({
      name: 'registrationCloses',
      title: 'Registration closes',
      description:
        'Pages stop showing the famil at this moment (within a minute). Empty: as the travel date begins.',
      type: 'datetime',
      validation: (rule) => rule.custom((_, { document }) => registrationClosesRule(scheduleOf(document))),
    }),
    defineField({
      name: 'itineraryAndPrice',
      title: 'Itinerary and price',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'price',
          title: 'Price',
          description: 'E.g. “AUD 4,950 per person, twin share”.',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'inclusions',
          title: 'Inclusions',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string', initialValue: 'Inclusions' }),
            defineField({ name: 'list', title: 'Groups', type: 'array', of: [inclusionGroup] }),
          ],
        }),
        defineField({
          name: 'itinerary',
          title: 'Itinerary',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string', initialValue: 'Itinerary' }),
            defineField({
              name: 'list',
              title: 'Days',
              type: 'array',
              of: [itineraryDay],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    richTextField({
      name: 'termsAndConditions',
      title: 'Terms and conditions',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {
      title: 'title',
      tripName: 'tripName',
      brand: 'brand',
      date: 'date',
      hidden: 'hidden',
      registrationOpens: 'registrationOpens',
      registrationCloses: 'registrationCloses',
      media: 'itineraryAndPrice.itinerary.list.0.image',
    },
    prepare: ({ title, tripName, media, ...schedule }) => ({
      title: title || tripName || 'Untitled famil',
      subtitle: familSummary(schedule as FamilSchedule),
      media,
    }),
  },
})
