import { defineArrayMember, defineField, defineType } from 'sanity'

/** A cruise partner's offer: three images (a row; on a phone, a carousel every 4 s) and a button. */
export const cruisePromo = defineType({
  name: 'cruisePromo',
  title: 'Cruise-partner promo',
  description: 'A cruise line’s offer: three pictures and a button.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Also names the images’ carousel on a phone for screen readers.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(300) }),
    defineField({
      name: 'images',
      title: 'Images',
      description: 'Three, side by side on a wide screen.',
      type: 'array',
      validation: (rule) => rule.required().length(3),
      of: [
        defineArrayMember({
          title: 'Image',
          type: 'image',
          options: { hotspot: true },
          fields: [
            defineField({
              name: 'alt',
              title: 'Alternative text',
              description: 'What the image shows, for people who cannot see it.',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'button',
      title: 'Button',
      type: 'buttonAction',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', media: 'images.0' },
    prepare: ({ title, media }) => ({
      title: title || 'Cruise-partner promo',
      subtitle: 'Cruise-partner promo',
      media,
    }),
  },
})
