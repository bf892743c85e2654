import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { carouselTitleField, introField } from '../fields/headingFields'

/** What the company does for its travellers, as cards that slide: an image, a title, a line, a link. */
export const solutionsCarousel = defineType({
  name: 'solutionsCarousel',
  title: 'Solutions carousel',
  description: 'Cards that slide: what you do for travellers, each with a link.',
  type: 'object',
  fields: [
    carouselTitleField,
    introField,
    defineField({
      name: 'items',
      title: 'Solutions',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(12),
      of: [
        defineArrayMember({
          name: 'solution',
          title: 'Solution',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'text',
              title: 'Short text',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().max(180),
            }),
            imageWithAltField({ required: true }),
            defineField({
              name: 'link',
              title: 'Link',
              description: 'Optional: where to read more.',
              type: 'buttonAction',
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'text', media: 'image' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', items: 'items', media: 'items.0.image' },
    prepare: ({ title, items, media }) => ({
      title: title || 'Solutions carousel',
      subtitle: `Solutions carousel, ${(items as unknown[] | undefined)?.length ?? 0} solutions`,
      media,
    }),
  },
})
