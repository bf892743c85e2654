import { defineType } from 'sanity'
import { richTextField } from '../fields/richText'

/**
 * A destination page's introduction (spec 02 §2, "Intro text"): on small screens clamped to six
 * lines, with a toggle to read the rest.
 */
export const destinationIntro = defineType({
  name: 'destinationIntro',
  title: 'Destination intro',
  description: 'The opening text of a destination page, shortened on phones with “Read more”.',
  type: 'object',
  fields: [richTextField({ name: 'text', title: 'Text', validation: (rule) => rule.required() })],
  preview: {
    select: { text: 'text' },
    prepare: ({ text }: { text?: { children?: { text?: string }[] }[] }) => ({
      title: text?.[0]?.children?.map((child) => child.text).join('') || 'Destination intro',
      subtitle: 'Destination intro, six lines on small screens',
    }),
  },
})
