import { defineField } from 'sanity'

/** An image that always carries alternative text for screen readers. */
export function imageWithAltField({ name = 'image', title = 'Image', required = false } = {}) {
  return defineField({
    name,
    title,
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
    validation: required ? (rule) => rule.required() : undefined,
  })
}
