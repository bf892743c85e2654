import { defineField } from 'sanity'

/** A carousel block's title: its heading, and the carousel's name for screen readers. */
export const carouselTitleField = defineField({
  name: 'title',
  title: 'Title',
  type: 'string',
  description: 'Also names the carousel for screen readers.',
  validation: (rule) => rule.required().max(80),
})

/** A block's optional short introduction under its title. */
export const introField = defineField({
  name: 'intro',
  title: 'Introduction',
  type: 'text',
  rows: 2,
  validation: (rule) => rule.max(240),
})
