import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'

/**
 * Full-width slides at the top of a page (spec 02 §2): each an image with a subtitle, a title and
 * buttons, the first of them primary. The slider moves on every 10 seconds; the first slide's
 * image is what a visitor sees first, so it is loaded before anything else.
 */
export const heroSlider = defineType({
  name: 'heroSlider',
  title: 'Hero slider',
  description: 'Large pictures with a title and buttons, at the top of a page.',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label for screen readers',
      type: 'string',
      description: 'Names the slider for people using screen readers, e.g. “Highlights”.',
      initialValue: 'Highlights',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'slides',
      title: 'Slides',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(6),
      of: [
        defineArrayMember({
          name: 'heroSlide',
          title: 'Slide',
          type: 'object',
          fields: [
            imageWithAltField({ required: true }),
            defineField({
              name: 'subtitle',
              title: 'Subtitle',
              type: 'string',
              validation: (rule) => rule.max(80),
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(90),
            }),
            defineField({
              name: 'buttons',
              title: 'Buttons',
              description: 'The first is the primary button.',
              type: 'array',
              of: [defineArrayMember({ type: 'buttonAction' })],
              validation: (rule) => rule.max(3),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'subtitle', media: 'image' } },
        }),
      ],
    }),
    defineField({
      name: 'quickSearch',
      title: 'Show the quick search on the slider',
      description: 'Travel type, destination and duration, searched in the product warehouse.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: {
    select: { slides: 'slides', media: 'slides.0.image' },
    prepare: ({ slides, media }: { slides?: { title?: string }[]; media?: unknown }) => ({
      title: slides?.[0]?.title || 'Hero slider',
      subtitle: `Hero slider, ${slides?.length ?? 0} slides`,
      media: media as never,
    }),
  },
})
