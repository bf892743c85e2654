import { defineField, defineType } from 'sanity'
import { brandReferenceOptions } from '../fields/brandReferenceOptions'

/**
 * A famil's information card: its title, trip name and travel date, with its itinerary and price
 * and its terms each in a dialog. It shows nothing while the famil is hidden or outside its
 * registration window, so it can sit above a registration form all year.
 */
export const familInformation = defineType({
  name: 'familInformation',
  title: 'Famil information',
  description: 'A famil’s card: its name, trip and date, with its itinerary and terms.',
  type: 'object',
  fields: [
    defineField({
      name: 'famil',
      title: 'Famil',
      type: 'reference',
      to: [{ type: 'famil' }],
      options: brandReferenceOptions(),
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'famil.title', date: 'famil.date' },
    prepare: ({ title, date }: { title?: string; date?: string }) => ({
      title: title || 'Famil information',
      subtitle: date ? `Famil information · travel ${date}` : 'Famil information',
    }),
  },
})
