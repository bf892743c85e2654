import { defineArrayMember, defineField, defineType } from 'sanity'
import { termsPageField } from '../fields/agentForm'

/**
 * The virtuoso (agent) registration form (spec 02): its title is each registration's type; with
 * event locations, the visitor must choose the one they will attend.
 */
export const virtuosoForm = defineType({
  name: 'virtuosoForm',
  title: 'Virtuoso agent form',
  description: 'The Virtuoso agents’ registration form, for an event or a location.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Shown above the form, and the type of each registration the back office gets.',
      type: 'string',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
    defineField({
      name: 'locations',
      title: 'Event locations',
      description:
        'When there are some, the form asks which one the agent will attend (a Vietnam-travel question), and an answer is required.',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(200) })],
      validation: (rule) => rule.unique(),
    }),
    termsPageField(),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || 'Virtuoso agents',
      subtitle: 'Virtuoso agent form',
    }),
  },
})
