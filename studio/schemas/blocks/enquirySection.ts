import { defineField, defineType } from 'sanity'
import { formReferenceField } from '../fields/formReference'

/** The tabs a section may open on: the spec's three, and the section's own form tab. */
export const ENQUIRY_FIRST_TABS = [
  { title: 'Charter flight', value: 'flight' },
  { title: 'Accommodation', value: 'accommodation' },
  { title: 'Tailor-made', value: 'tailorMade' },
  { title: 'The form tab (below)', value: 'form' },
] as const

type SectionParent = { formTab?: { form?: { _ref?: string } } } | undefined

/** The form tab can come first only once it has a form. */
export function isFirstTabShown(value: string | undefined, parent: unknown): true | string {
  if (value !== 'form' || (parent as SectionParent)?.formTab?.form?._ref) return true
  return 'Choose the form tab’s form first, or open on another tab'
}

/**
 * The enquiry section (spec 02): tabs for a charter flight enquiry, an accommodation enquiry and
 * a way into the tailor-made wizard. The two forms are fixed; the editor writes the title and
 * the tailor-made tab's text and link, may add a tab of the brand's own (a form built in Forms:
 * the cruises' voyage enquiry), and chooses the tab the section opens on, which comes first.
 */
export const enquirySection = defineType({
  name: 'enquirySection',
  title: 'Enquiry section',
  description: 'Enquiry tabs: charter flight, accommodation, tailor-made, and a form of your own.',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
    defineField({
      name: 'tailorMadeText',
      title: 'Tailor-made tab: text',
      description: 'What the Tailor-made tab says above its link.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'tailorMadeLink',
      title: 'Tailor-made tab: link',
      description: "The page with the tailor-made wizard (this site's, or another site's URL).",
      type: 'buttonAction',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'formTab',
      title: 'Form tab',
      description: 'A tab of your own after the three: one of this brand’s forms (built in Forms).',
      type: 'object',
      fields: [
        defineField({
          name: 'label',
          title: 'Tab label',
          description: 'Short: it shares a row with the other tabs on a phone, e.g. Voyage.',
          type: 'string',
          validation: (rule) => rule.required().max(20),
        }),
        formReferenceField(),
      ],
    }),
    defineField({
      name: 'firstTab',
      title: 'Open on',
      description:
        'The tab shown first and open when the page loads; the others follow in their usual order. Charter flight unless you choose another.',
      type: 'string',
      options: { list: [...ENQUIRY_FIRST_TABS], layout: 'radio' },
      initialValue: 'flight',
      validation: (rule) =>
        rule.custom((value: string | undefined, { parent }) => isFirstTabShown(value, parent)),
    }),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({ title: title || 'Enquiry', subtitle: 'Enquiry section' }),
  },
})
