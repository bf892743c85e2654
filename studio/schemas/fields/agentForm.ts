import { defineField } from 'sanity'
import { brandReferenceOptions } from './brandReferenceOptions'

/**
 * The fields both agent-form blocks have: an introduction and the page of terms the form links
 * to (/terms-conditions without one). The page's own title names each application.
 */
export function agentFormFields() {
  return [
    defineField({ name: 'title', title: 'Title', description: 'Shown above the form.', type: 'string' }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
    termsPageField(),
  ]
}

/** The page a form's terms link opens; /terms-conditions without one. */
export function termsPageField() {
  return defineField({
    name: 'termsPage',
    title: 'Terms and conditions page',
    description: 'The page the terms link opens (in a new tab); /terms-conditions when none is chosen.',
    type: 'reference',
    to: [{ type: 'page' }],
    options: brandReferenceOptions(),
  })
}
