import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { richTextField } from '../fields/richText'

/**
 * The company's journey as a timeline of panels (spec 01 §2, "Journey timeline"): the last panel
 * is open at first, and opening another closes it.
 */
export const journeyTimeline = defineType({
  name: 'journeyTimeline',
  title: 'Journey timeline',
  description: 'The company’s story as dated panels; one opens at a time.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'panels',
      title: 'Panels',
      description: 'In time order: the last one is open when the page opens.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'timelinePanel',
          title: 'Panel',
          type: 'object',
          fields: [
            defineField({
              name: 'time',
              title: 'Time',
              description: 'A year or a date, such as 2002.',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'description',
              title: 'Description',
              description: 'One or two sentences under the title.',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required(),
            }),
            richTextField({ name: 'content', title: 'Content' }),
            imageWithAltField(),
          ],
          preview: {
            select: { time: 'time', title: 'title', media: 'image' },
            prepare: ({ time, title, media }) => ({
              title: [time, title].filter(Boolean).join(': ') || 'Panel',
              media,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(2),
    }),
  ],
  preview: {
    select: { title: 'title', panels: 'panels', first: 'panels.0.time', media: 'panels.0.image' },
    prepare: ({ title, panels, first, media }) => ({
      title: title || 'Journey timeline',
      subtitle: `Journey timeline: ${(panels as unknown[] | undefined)?.length ?? 0} panels${first ? ` from ${first}` : ''}`,
      media,
    }),
  },
})
