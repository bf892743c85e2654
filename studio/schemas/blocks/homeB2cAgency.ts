import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { ICON_STRIP_ICONS } from './iconStrip'
import { introField } from '../fields/headingFields'

/** An item beside the centre image: an icon of the icon strip's, a title and a line. */
function itemsField(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'array',
    validation: (rule) => rule.required().length(3),
    of: [
      defineArrayMember({
        name: 'agencyItem',
        title: 'Item',
        type: 'object',
        fields: [
          defineField({
            name: 'icon',
            title: 'Icon',
            type: 'string',
            options: { list: ICON_STRIP_ICONS, layout: 'radio' },
            validation: (rule) => rule.required(),
          }),
          defineField({
            name: 'title',
            title: 'Title',
            type: 'string',
            validation: (rule) => rule.required().max(40),
          }),
          defineField({
            name: 'text',
            title: 'Text',
            type: 'text',
            rows: 2,
            validation: (rule) => rule.max(160),
          }),
        ],
        preview: { select: { title: 'title', subtitle: 'icon' } },
      }),
    ],
  })
}

/** Why travellers book with the company: two groups of three icon items around a centre image. */
export const homeB2cAgency = defineType({
  name: 'homeB2cAgency',
  title: 'Home B2C agency',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    introField,
    itemsField('leftItems', 'Items before the image'),
    imageWithAltField({ required: true }),
    itemsField('rightItems', 'Items after the image'),
  ],
  preview: {
    select: { title: 'title', media: 'image' },
    prepare: ({ title, media }) => ({ title, subtitle: 'Home B2C agency', media }),
  },
})
