import { defineArrayMember, defineField, type ArrayDefinition } from 'sanity'
import { linkPreviewSelection, linkTargetFields, linkTargetSummary } from './link'
import { TEXT_FACTS } from './siteContact'

/**
 * Portable Text with headings, lists, links (to a page of this brand or a URL) and the site's
 * details named inline (`siteFact`: its contact details, its company, its currency, and the travel
 * advice and insurance of its market, named and linked; each site shows its own, from its settings).
 */
export function richTextField({
  name = 'body',
  title = 'Text',
  ...conditions
}: { name?: string; title?: string } & Pick<ArrayDefinition, 'hidden' | 'validation'> = {}) {
  return defineField({
    name,
    title,
    type: 'array',
    ...conditions,
    of: [
      defineArrayMember({
        type: 'block',
        styles: [
          { title: 'Normal', value: 'normal' },
          { title: 'Heading 2', value: 'h2' },
          { title: 'Heading 3', value: 'h3' },
          { title: 'Quote', value: 'blockquote' },
        ],
        marks: {
          annotations: [
            {
              name: 'link',
              title: 'Link',
              type: 'object',
              fields: linkTargetFields({ siteLinks: false }),
              preview: {
                select: linkPreviewSelection,
                prepare: (target: Parameters<typeof linkTargetSummary>[0]) => ({
                  title: linkTargetSummary(target),
                }),
              },
            },
          ],
        },
        of: [
          defineArrayMember({
            name: 'siteFact',
            title: 'Site detail',
            description:
              'The site’s phone, email, address, opening hours, company, business number, governing law, privacy law or currency, from its settings, or its market’s travel advice or insurance, named and linked.',
            type: 'object',
            fields: [
              defineField({
                name: 'fact',
                title: 'Show',
                type: 'string',
                options: { list: [...TEXT_FACTS] },
                validation: (rule) => rule.required(),
              }),
            ],
            preview: {
              select: { fact: 'fact' },
              prepare: ({ fact }: { fact?: string }) => ({
                title: TEXT_FACTS.find((each) => each.value === fact)?.title ?? 'Site detail',
              }),
            },
          }),
        ],
      }),
    ],
  })
}
