import { defineField } from 'sanity'

export const seoField = defineField({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'metaTitle',
      title: 'Meta title',
      description: 'Shown in search results and browser tabs; the page title when empty.',
      type: 'string',
      validation: (rule) => rule.max(70).warning('Search engines cut titles past about 60 characters'),
    }),
    defineField({
      name: 'metaDescription',
      title: 'Meta description',
      type: 'text',
      rows: 3,
      validation: (rule) =>
        rule.max(160).warning('Search engines cut descriptions past about 155 characters'),
    }),
  ],
})
