import { defineArrayMember, defineField, defineType } from 'sanity'
import { linkTargetFields } from '../fields/link'
import { richTextField } from '../fields/richText'

/**
 * An overview: a title, text whose first part shows and whose rest opens behind 'Read more',
 * and tiles linking on (each an image and a label).
 */
export const overview = defineType({
  name: 'overview',
  title: 'Overview',
  description: 'A title and text that opens with “Read more”, and picture tiles linking on.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    richTextField({
      name: 'text',
      title: 'Text',
      validation: (rule) => rule.required().min(1),
    }),
    {
      ...richTextField({ name: 'moreText', title: 'More text' }),
      description: 'Shown when the visitor chooses Read more. Leave empty to show the text alone.',
    },
    defineField({
      name: 'tiles',
      title: 'Link tiles',
      type: 'array',
      validation: (rule) => rule.max(8),
      of: [
        defineArrayMember({
          name: 'overviewTile',
          title: 'Tile',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'image',
              title: 'Image',
              description: 'Decorative: the label names the tile.',
              type: 'image',
              options: { hotspot: true },
              validation: (rule) => rule.required(),
            }),
            ...linkTargetFields(),
          ],
          preview: { select: { title: 'label', media: 'image', subtitle: 'link' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', tiles: 'tiles' },
    prepare: ({ title, tiles }: { title?: string; tiles?: unknown[] }) => ({
      title,
      subtitle: `Overview, ${tiles?.length ?? 0} tiles`,
    }),
  },
})
