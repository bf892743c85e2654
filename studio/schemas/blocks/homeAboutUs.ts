import { defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { richTextField } from '../fields/richText'

/** Who the company is, on a home page: a title, text beside an image, and a button at the bottom. */
export const homeAboutUs = defineType({
  name: 'homeAboutUs',
  title: 'Home about us',
  description: 'Who you are, on a home page: text beside a picture and a button.',
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
    defineField({
      name: 'button',
      title: 'Button',
      description: 'At the bottom of the block.',
      type: 'buttonAction',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', media: 'image' },
    prepare: ({ title, media }) => ({ title, subtitle: 'Home about us', media }),
  },
})
