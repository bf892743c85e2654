import { defineField, defineType } from 'sanity'
import { formReferenceField } from '../fields/formReference'

/** The generic CMS-defined form: shows one of the brand's forms on a page. */
export const formBlock = defineType({
  name: 'formBlock',
  title: 'Form',
  description: 'One of your forms from Forms, e.g. a brochure request.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'A heading above the form; none when empty.',
      type: 'string',
    }),
    formReferenceField(),
  ],
  preview: {
    select: { title: 'title', formTitle: 'form.title' },
    prepare: ({ title, formTitle }: { title?: string; formTitle?: string }) => ({
      title: title || formTitle || 'Form',
      subtitle: formTitle ? `Form: ${formTitle}` : 'Form',
    }),
  },
})
