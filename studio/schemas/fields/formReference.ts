import { defineField } from 'sanity'
import { brandReferenceOptions } from './brandReferenceOptions'

/** A required reference to one of the brand's CMS-defined forms (Forms), shown by a block. */
export function formReferenceField() {
  return defineField({
    name: 'form',
    title: 'Form',
    type: 'reference',
    to: [{ type: 'form' }],
    options: brandReferenceOptions(),
    validation: (rule) => rule.required(),
  })
}
