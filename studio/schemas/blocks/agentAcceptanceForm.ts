import { defineType } from 'sanity'
import { agentFormFields } from '../fields/agentForm'

/** The agent acceptance form (spec 01): each application's type is the page's title. */
export const agentAcceptanceForm = defineType({
  name: 'agentAcceptanceForm',
  title: 'Agent acceptance form',
  description: 'The form travel agents fill in to join the agency programme.',
  type: 'object',
  fields: agentFormFields(),
  preview: {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || 'Agent acceptance',
      subtitle: 'Agent acceptance form',
    }),
  },
})
