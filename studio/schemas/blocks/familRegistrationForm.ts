import { defineField, defineType } from 'sanity'
import { agentFormFields } from '../fields/agentForm'
import { brandReferenceOptions } from '../fields/brandReferenceOptions'

/** The famil registration form (spec 01): each registration carries the page's title as the famil's name. */
export const familRegistrationForm = defineType({
  name: 'familRegistrationForm',
  title: 'Famil registration form',
  description: 'The form agents fill in to register for a famil.',
  type: 'object',
  fields: [
    ...agentFormFields(),
    defineField({
      name: 'famil',
      title: 'Famil',
      description:
        'The famil this form registers for. The form then takes registrations only while the famil’s registration is open, and says so when it is not.',
      type: 'reference',
      to: [{ type: 'famil' }],
      options: brandReferenceOptions(),
    }),
  ],
  preview: {
    select: { title: 'title', famil: 'famil.title' },
    prepare: ({ title, famil }: { title?: string; famil?: string }) => ({
      title: title || 'Famil registration',
      subtitle: famil ? `Famil registration form · ${famil}` : 'Famil registration form',
    }),
  },
})
