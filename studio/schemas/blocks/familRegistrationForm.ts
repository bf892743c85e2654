import { defineType } from 'sanity'
import { agentFormFields } from '../fields/agentForm'

/** The famil registration form (spec 01): each registration carries the page's title as the famil's name. */
export const familRegistrationForm = defineType({
  name: 'familRegistrationForm',
  title: 'Famil registration form',
  type: 'object',
  fields: agentFormFields(),
  preview: {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || 'Famil registration',
      subtitle: 'Famil registration form',
    }),
  },
})
