import { defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { iconItemMember } from '../fields/iconItem'
import { introField } from '../fields/headingFields'

/** An item beside the centre image: an icon of the icon strip's, a title and a line. */
function itemsField(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'array',
    validation: (rule) => rule.required().length(3),
    of: [iconItemMember({ name: 'agencyItem', textMax: 160 })],
  })
}

/** Why travellers book with the company: two groups of three icon items around a centre image. */
export const homeB2cAgency = defineType({
  name: 'homeB2cAgency',
  title: 'Home B2C agency',
  description: 'Why travellers book with you: six icons with a line each, around a picture.',
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
