import { defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { richTextField } from '../fields/richText'

/** A cruise partner introduced: a line above the title, the title, text and an image, and a link. */
export const cruisePartnerAbout = defineType({
  name: 'cruisePartnerAbout',
  title: 'Cruise-partner about',
  description: 'A cruise line you sell, introduced with text, a picture and a link.',
  type: 'object',
  fields: [
    defineField({ name: 'subtitle', title: 'Subtitle', type: 'string', validation: (rule) => rule.max(60) }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    richTextField({ validation: (rule) => rule.required() }),
    imageWithAltField({ required: true }),
    defineField({ name: 'button', title: 'Button', description: 'Optional.', type: 'buttonAction' }),
  ],
  preview: {
    select: { title: 'title', media: 'image' },
    prepare: ({ title, media }) => ({ title, subtitle: 'Cruise-partner about', media }),
  },
})
