import { defineField, defineType } from 'sanity'
import { brandReferenceOptions } from './brandReferenceOptions'
import { brandOf, checkPublishedReference } from './publishedReference'

type LinkParent = { internalLink?: boolean } | undefined

/** The documents an internal link may lead to: each has a public address on its brand's sites. */
export const LINK_TARGET_TYPES = ['page', 'destinationPage', 'post'] as const

/**
 * Where a link goes (a button action without its label): a published page, destination page or
 * post of this brand, or a URL. The reference is strong, so Sanity will not delete a document
 * something links to.
 */
export function linkTargetFields() {
  return [
    defineField({
      name: 'internalLink',
      title: 'Link to a page, destination or post of this site',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'reference',
      title: 'Page, destination or post',
      description: 'A published page, destination page or post of this brand.',
      type: 'reference',
      to: LINK_TARGET_TYPES.map((type) => ({ type })),
      options: brandReferenceOptions(),
      hidden: ({ parent }) => !(parent as LinkParent)?.internalLink,
      validation: (rule) =>
        rule.custom(async (value: { _ref?: string } | undefined, context) => {
          if (!(context.parent as LinkParent)?.internalLink) return true
          if (!value?._ref) return 'Choose the page, destination or post to link to'
          return checkPublishedReference(
            value,
            context,
            [brandOf(context.document)],
            'Choose a page, destination or post of this brand',
          )
        }),
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
