import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { carouselTitleField, introField } from '../fields/headingFields'

/**
 * The four layouts of a value carousel, one block with a choice rather than four blocks: the
 * content is the same (values with an image, a title and a line), so an editor can try another
 * layout without retyping it. The sites map each to its slides per view
 * (web/src/blocks/ValueCarousel/variants.ts).
 */
export const VALUE_CAROUSEL_VARIANTS = [
  { title: 'Two to a view, with a button', value: 'twoWithButton' },
  { title: 'Three to a view', value: 'three' },
  { title: 'Two cards to a view', value: 'twoCards' },
  { title: 'One card to a view', value: 'oneCard' },
]

type Parent = { variant?: string } | undefined

/** What the company stands for, as values that slide every 8 seconds. */
export const valueCarousel = defineType({
  name: 'valueCarousel',
  title: 'Value carousel',
  description: 'What you stand for, as slides; four layouts to choose from.',
  type: 'object',
  fields: [
    carouselTitleField,
    introField,
    defineField({
      name: 'variant',
      title: 'Layout',
      type: 'string',
      options: { list: VALUE_CAROUSEL_VARIANTS, layout: 'radio' },
      initialValue: 'three',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'items',
      title: 'Values',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(12),
      of: [
        defineArrayMember({
          name: 'valueItem',
          title: 'Value',
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
              validation: (rule) => rule.required().max(240),
            }),
            imageWithAltField({ required: true }),
          ],
          preview: { select: { title: 'title', subtitle: 'text', media: 'image' } },
        }),
      ],
    }),
    defineField({
      name: 'button',
      title: 'Button',
      description: 'Under the carousel, in the two-to-a-view layout with a button.',
      type: 'buttonAction',
      hidden: ({ parent }) => (parent as Parent)?.variant !== 'twoWithButton',
      validation: (rule) =>
        rule.custom((value, { parent }) =>
          (parent as Parent)?.variant === 'twoWithButton' && !value ? 'This layout needs its button' : true,
        ),
    }),
  ],
  preview: {
    select: { title: 'title', variant: 'variant', items: 'items', media: 'items.0.image' },
    prepare: ({ title, variant, items, media }) => {
      const layout = VALUE_CAROUSEL_VARIANTS.find((option) => option.value === variant)?.title ?? 'no layout'
      return {
        title: title || 'Value carousel',
        subtitle: `Value carousel, ${layout.toLowerCase()}, ${(items as unknown[] | undefined)?.length ?? 0} values`,
        media,
      }
    },
  },
})
