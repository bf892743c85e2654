import { defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { richTextField } from '../fields/richText'

export const imageWithText = defineType({
  name: 'imageWithText',
  title: 'Image with text',
  description: 'A picture beside a title, text and an optional button.',
  type: 'object',
  fields: [
    defineField({ name: 'subtitle', title: 'Subtitle', type: 'string' }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    richTextField(),
    imageWithAltField({ required: true }),
    defineField({
      name: 'imagePosition',
      title: 'Image position',
      type: 'string',
      options: { list: ['left', 'right'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'right',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'button', title: 'Button', type: 'buttonAction' }),
  ],
  preview: {
    select: { title: 'title', media: 'image' },
    prepare: ({ title, media }) => ({ title, subtitle: 'Image with text', media }),
  },
})
