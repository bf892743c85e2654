import { defineField, defineType } from 'sanity'
import { brandField } from '../fields/brand'
import { imageWithAltField } from '../fields/imageWithAlt'
import { publishWindowFields, windowSummary } from './publishWindow'

/**
 * A brochure of the brand: its cover and its PDF, which a brochures block shows in a grid and
 * opens in the site's PDF viewer. Marketing can schedule it: outside its publish window no page
 * shows it, and pages change within a minute of the window's ends, with nobody publishing again.
 */
export const brochure = defineType({
  name: 'brochure',
  title: 'Brochure',
  type: 'document',
  fields: [
    brandField,
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Under the cover, e.g. “Small-group tours 2027”.',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    imageWithAltField({ name: 'image', title: 'Cover', required: true }),
    defineField({
      name: 'file',
      title: 'PDF',
      description: 'The brochure itself, opened in the site’s PDF viewer.',
      type: 'file',
      options: { accept: 'application/pdf' },
      validation: (rule) => rule.required(),
    }),
    ...publishWindowFields({
      from: 'Pages show it from this moment (within a minute). Empty: at once.',
      until: 'Pages stop showing it at this moment (within a minute). Empty: for as long as it is used.',
    }),
  ],
  preview: {
    select: {
      title: 'title',
      media: 'image',
      brand: 'brand',
      availableFrom: 'availableFrom',
      availableUntil: 'availableUntil',
    },
    prepare: ({ title, media, brand, availableFrom, availableUntil }) => ({
      title: title || 'Untitled brochure',
      subtitle: windowSummary({ availableFrom, availableUntil }, brand),
      media,
    }),
  },
})
