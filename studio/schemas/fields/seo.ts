import { defineField } from 'sanity'
import { imageWithAltField } from './imageWithAlt'

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
    {
      ...imageWithAltField({ name: 'image', title: 'Social image' }),
      description:
        'Shown when the page is shared. When empty: the page’s first image, else the site’s default social image.',
    },
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      description: 'Search engines will not list this page, and it leaves the sitemap.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})
