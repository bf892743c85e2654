import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { richTextField } from '../fields/richText'

/**
 * About the company (spec 01 §2): a subtitle, a title and text (six lines on small screens, with
 * a toggle), an image, two smaller images, and short descriptions each with a link.
 */
export const aboutCompany = defineType({
  name: 'aboutCompany',
  title: 'About company',
  description:
    'Who the company is: a title and text beside a large picture and two small ones, with short linked lines.',
  type: 'object',
  fields: [
    defineField({ name: 'subtitle', title: 'Subtitle', type: 'string' }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    richTextField({ name: 'text', title: 'Text', validation: (rule) => rule.required() }),
    imageWithAltField({ required: true }),
    imageWithAltField({ name: 'firstSubImage', title: 'First sub-image', required: true }),
    imageWithAltField({ name: 'secondSubImage', title: 'Second sub-image', required: true }),
    defineField({
      name: 'subDescriptions',
      title: 'Sub-descriptions',
      description: 'Short paragraphs under the images, each with a link to read on.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'aboutSubDescription',
          title: 'Sub-description',
          type: 'object',
          fields: [
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'link',
              title: 'Link',
              type: 'buttonAction',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'description', subtitle: 'link.label' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'subtitle', media: 'image' },
    prepare: ({ title, subtitle, media }) => ({
      title: title || 'About company',
      subtitle: subtitle ? `About company: ${subtitle}` : 'About company',
      media,
    }),
  },
})
