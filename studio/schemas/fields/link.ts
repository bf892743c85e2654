import { defineField, defineType } from 'sanity'
import { brandReferenceOptions } from './brandReferenceOptions'

type LinkParent = { internalLink?: boolean } | undefined

/** Where a link goes (a button action without its label): a page of this brand or a URL. */
export function linkTargetFields() {
  return [
    defineField({
      name: 'internalLink',
      title: 'Link to a page of this site',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'reference',
      title: 'Page',
      type: 'reference',
      to: [{ type: 'page' }],
      options: brandReferenceOptions(),
      hidden: ({ parent }) => !(parent as LinkParent)?.internalLink,
      validation: (rule) =>
        rule.custom((value, { parent }) =>
          (parent as LinkParent)?.internalLink && !value ? 'Choose the page to link to' : true,
        ),
    }),
    defineField({
      name: 'link',
      title: 'URL',
      type: 'url',
      hidden: ({ parent }) => Boolean((parent as LinkParent)?.internalLink),
      validation: (rule) =>
        rule
          .uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] })
          .custom((value, { parent }) =>
            !(parent as LinkParent)?.internalLink && !value ? 'Enter the URL to link to' : true,
          ),
    }),
    defineField({ name: 'newTab', title: 'Open in a new tab', type: 'boolean', initialValue: false }),
  ]
}

/** A labelled link: navigation items, buttons. */
export const buttonAction = defineType({
  name: 'buttonAction',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    ...linkTargetFields(),
  ],
  preview: { select: { title: 'label', subtitle: 'link', page: 'reference.title' } },
})
