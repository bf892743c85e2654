import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageWithAltField } from '../fields/imageWithAlt'
import { brandField } from '../fields/brand'
import { brandReferenceOptions } from '../fields/brandReferenceOptions'
import { megaMenuField } from '../fields/megaMenu'
import { companyField, contactField, siteDetailsField } from '../fields/siteContact'

/** One per brand: what every page of the brand's sites shares. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    brandField,
    defineField({ name: 'title', title: 'Site name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'tagline', title: 'Tagline', type: 'string' }),
    defineField({
      name: 'operationsEmail',
      title: 'Operations email',
      description:
        'Gets one email when submissions could not be delivered for good (a digest when several fail at once). Never shown on the site.',
      type: 'email',
    }),
    contactField,
    companyField,
    siteDetailsField,
    {
      ...imageWithAltField({ name: 'socialImage', title: 'Default social image' }),
      description: 'Shown when a page without an image of its own is shared (1200 × 630 works best).',
    },
    defineField({
      name: 'homePage',
      title: 'Home page',
      type: 'reference',
      to: [{ type: 'page' }],
      options: brandReferenceOptions(),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'privacyPage',
      title: 'Privacy policy page',
      description:
        'Linked from every footer and from the tailor-made wizard beside the contact fields; /privacy-policy when none is chosen.',
      type: 'reference',
      to: [{ type: 'page' }],
      options: brandReferenceOptions(),
    }),
    defineField({
      name: 'termsPage',
      title: 'Terms and conditions page',
      description:
        'Linked from every footer and from the forms whose terms a visitor accepts (unless a form names its own page); /terms-conditions when none is chosen.',
      type: 'reference',
      to: [{ type: 'page' }],
      options: brandReferenceOptions(),
    }),
    defineField({
      name: 'enquiryPage',
      title: 'Enquiry page',
      description:
        'The header’s Enquire button opens it, on every page and at every width (beside the site’s phone number). None: no button.',
      type: 'reference',
      to: [{ type: 'page' }],
      options: brandReferenceOptions(),
    }),
    defineField({
      name: 'headerNavigation',
      title: 'Header navigation',
      type: 'array',
      of: [defineArrayMember({ type: 'buttonAction' })],
      validation: (rule) => rule.max(8),
    }),
    megaMenuField,
    defineField({
      name: 'footer',
      title: 'Footer',
      type: 'object',
      fields: [
        defineField({ name: 'text', title: 'About text', type: 'text', rows: 3 }),
        defineField({
          name: 'columns',
          title: 'Link columns',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'footerColumn',
              title: 'Column',
              type: 'object',
              fields: [
                defineField({
                  name: 'title',
                  title: 'Title',
                  type: 'string',
                  validation: (rule) => rule.required(),
                }),
                defineField({
                  name: 'links',
                  title: 'Links',
                  type: 'array',
                  of: [defineArrayMember({ type: 'buttonAction' })],
                }),
              ],
            }),
          ],
          validation: (rule) => rule.max(4),
        }),
      ],
    }),
    defineField({
      name: 'notFound',
      title: 'Page not found',
      description: 'What visitors see at an address that has no page.',
      type: 'object',
      fields: [
        defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'brand' } },
})
