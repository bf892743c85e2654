import { defineArrayMember, defineField, defineType } from 'sanity'
import { brandReferenceOptions } from '../fields/brandReferenceOptions'

type Reference = { _ref?: string }

/**
 * A grid of the brand's brochures, 16 to a page, each opening its PDF in a full-screen viewer.
 * The block names its brochures (rather than showing every brochure of the brand): editors choose
 * which a page offers and in what order, as they choose a form block's form. Each brochure's own
 * publish window still decides when it shows, so a brochure placed here ahead of its season
 * appears by itself.
 */
export const brochures = defineType({
  name: 'brochures',
  title: 'Brochures',
  description: 'A grid of the brochures you choose, each opening its PDF.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'A heading above the grid; also names it for screen readers.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'brochures',
      title: 'Brochures',
      description: 'In the order the grid shows them. Those outside their publish window are left out.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'brochure' }],
          options: brandReferenceOptions(),
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((items: Reference[] | undefined) => {
            const ids = (items ?? []).map((item) => item._ref)
            return new Set(ids).size === ids.length || 'A brochure is in the list twice'
          }),
    }),
  ],
  preview: {
    select: { title: 'title', brochures: 'brochures' },
    prepare: ({ title, brochures }: { title?: string; brochures?: unknown[] }) => ({
      title: title || 'Brochures',
      subtitle: `Brochures: ${brochures?.length ?? 0}`,
    }),
  },
})
