import { defineArrayMember, defineField, type ArrayDefinition } from 'sanity'
import { linkTargetFields } from './link'

/** Portable Text with headings, lists and links (to a page of this brand or a URL). */
export function richTextField({
  name = 'body',
  title = 'Text',
  ...conditions
}: { name?: string; title?: string } & Pick<ArrayDefinition, 'hidden' | 'validation'> = {}) {
  return defineField({
    name,
    title,
    type: 'array',
    ...conditions,
    of: [
      defineArrayMember({
        type: 'block',
        styles: [
          { title: 'Normal', value: 'normal' },
          { title: 'Heading 2', value: 'h2' },
          { title: 'Heading 3', value: 'h3' },
          { title: 'Quote', value: 'blockquote' },
        ],
        marks: {
          annotations: [{ name: 'link', title: 'Link', type: 'object', fields: linkTargetFields() }],
        },
      }),
    ],
  })
}
