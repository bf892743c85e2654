import { defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { richTextField } from '../fields/richText'

/** The company's foundation: an optional wide picture on top, then its title, text and an image. */
export const foundationAbout = defineType({
  name: 'foundationAbout',
  title: 'Foundation about',
  description: 'The company’s foundation: a wide picture, then a title, text and a picture.',
  type: 'object',
  fields: [
    {
      ...imageWithAltField({ name: 'heroImage', title: 'Hero image' }),
      description: 'Optional: a wide picture across the top.',
    },
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    richTextField({ validation: (rule) => rule.required() }),
    imageWithAltField({ required: true }),
  ],
  preview: {
    select: { title: 'title', media: 'image' },
    prepare: ({ title, media }) => ({ title, subtitle: 'Foundation about', media }),
  },
})
