import { defineArrayMember, defineField, defineType } from 'sanity'
import { publishedBrandReferenceMember } from '../fields/publishedReference'

type SectionItems = { offers?: unknown[]; links?: unknown[] }

/**
 * The home page's offers: titled sections, each a list of the brand's offers (each linked to its
 * page by its own title, shown while it is valid and on the sites it is shown on) and of links
 * (a page of this brand, or a URL that may open in a new tab).
 */
export const offerLinks = defineType({
  name: 'offerLinks',
  title: 'Offer links',
  description: 'Titled lists of links to your offers.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', description: 'Optional.' }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(6),
      of: [
        defineArrayMember({
          name: 'offerSection',
          title: 'Section',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'offers',
              title: 'Offers',
              description:
                'Offers of this brand: each shows by its title, linked to its page, while it is valid.',
              type: 'array',
              of: [publishedBrandReferenceMember('offer', 'Choose an offer of this brand')],
              validation: (rule) => rule.unique().max(12),
            }),
            defineField({
              name: 'links',
              title: 'Links',
              type: 'array',
              of: [defineArrayMember({ type: 'buttonAction' })],
              validation: (rule) =>
                rule
                  .max(12)
                  .custom((links: unknown[] | undefined, { parent }) =>
                    links?.length || (parent as SectionItems | undefined)?.offers?.length
                      ? true
                      : 'Add an offer or a link',
                  ),
            }),
          ],
          preview: {
            select: { title: 'title', links: 'links', offers: 'offers' },
            prepare: ({
              title,
              links,
              offers,
            }: {
              title?: string
              links?: unknown[]
              offers?: unknown[]
            }) => ({
              title,
              subtitle: `${offers?.length ?? 0} offers, ${links?.length ?? 0} links`,
            }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', sections: 'sections' },
    prepare: ({ title, sections }: { title?: string; sections?: unknown[] }) => ({
      title: title || 'Offer links',
      subtitle: `Offer links, ${sections?.length ?? 0} sections`,
    }),
  },
})
