import { defineArrayMember, defineField } from 'sanity'
import { outboundLinksOfKind, sites } from '@travel/config'
import { sitesOfDocument } from './onlyOnSites'

/**
 * The facts a visitor compares between pages (phone, email, address, opening hours, and the
 * company behind the site): kept once, in the brand's site settings, with per-site values where a
 * brand runs several sites. Footers, contact panels, the legal pages, text that names them and
 * search engines all read them from there.
 */
export const CONTACT_FACTS = [
  { title: 'Phone', value: 'phone' },
  { title: 'Email', value: 'email' },
  { title: 'Address', value: 'address' },
  { title: 'Opening hours', value: 'openingHours' },
] as const

/**
 * The company a site belongs to, as its legal pages and its footer's legal line name it: the law
 * differs by market (Wayfarer's New Zealand site is run by its New Zealand company).
 */
export const COMPANY_FACTS = [
  { title: 'Company (legal entity)', value: 'legalName' },
  { title: 'Business number', value: 'businessNumber' },
  { title: 'Governing law', value: 'governingLaw' },
  { title: 'Privacy law', value: 'privacyLaw' },
] as const

const servicesOf = (kind: 'travelAdvice' | 'travelInsurance') =>
  outboundLinksOfKind(kind)
    .map((service) => service.name)
    .join(' or ')

/**
 * What text can name (the `siteFact` inline of rich text): the contact and company facts, the currency, and
 * the travel advice and insurance of the site's market (config's markets), named and linked.
 */
export const TEXT_FACTS = [
  ...CONTACT_FACTS,
  ...COMPANY_FACTS,
  { title: 'Currency (e.g. Australian dollars)', value: 'currency' },
  { title: `Travel advice (${servicesOf('travelAdvice')}, linked)`, value: 'travelAdvice' },
  { title: `Travel insurance (${servicesOf('travelInsurance')}, linked)`, value: 'travelInsurance' },
] as const

export type ContactFact = (typeof CONTACT_FACTS)[number]['value']
export type CompanyFact = (typeof COMPANY_FACTS)[number]['value']
export type TextFact = (typeof TEXT_FACTS)[number]['value']

const INTERNATIONAL_PHONE = /^\+[1-9]\d{0,3}(?: ?\d){5,14}$/

function contactFields({ required }: { required: boolean }) {
  return [
    defineField({
      name: 'phone',
      title: 'Phone',
      description: 'In international form, e.g. +61 1300 929 327: the site shows it as its visitors dial it.',
      type: 'string',
      validation: (rule) => {
        const valid = rule.regex(INTERNATIONAL_PHONE, { name: 'international number, e.g. +61 1300 929 327' })
        return required ? valid.required() : valid
      },
    }),
    defineField({
      name: 'email',
      title: 'Email',
      type: 'email',
      validation: (rule) => (required ? rule.required() : rule),
    }),
    defineField({
      name: 'address',
      title: 'Address',
      description: 'One line, as visitors read it.',
      type: 'string',
    }),
    defineField({
      name: 'openingHours',
      title: 'Opening hours',
      description: 'e.g. Monday to Friday, 8.30am to 6pm AEST.',
      type: 'string',
    }),
  ]
}

function companyFields({ required }: { required: boolean }) {
  return [
    defineField({
      name: 'legalName',
      title: 'Company (legal entity)',
      description:
        'The company that runs the site, as the law knows it, e.g. Wayfarer Tours Pty Ltd: the footer’s legal line and the legal pages name it.',
      type: 'string',
      validation: (rule) => (required ? rule.required() : rule),
    }),
    defineField({
      name: 'businessNumber',
      title: 'Business number',
      description:
        'With its kind, e.g. ABN 13 054 110 254 or NZBN 9429047718265: after the company in the footer.',
      type: 'string',
    }),
    defineField({
      name: 'governingLaw',
      title: 'Governing law',
      description:
        'Where the terms’ law and courts are, e.g. Victoria, Australia (the state of the company’s office) or New Zealand.',
      type: 'string',
    }),
    defineField({
      name: 'privacyLaw',
      title: 'Privacy law',
      description:
        'The act the privacy policy is bound by, e.g. Privacy Act 1988 (Cth) or Privacy Act 2020 (NZ).',
      type: 'string',
    }),
  ]
}

/** The brand's contact details: every site of the brand shows them unless it has its own. */
export const contactField = defineField({
  name: 'contact',
  title: 'Contact details',
  description:
    'Shown in every footer, on contact pages, in text that names them and to search engines. Change them here, once.',
  type: 'object',
  fields: contactFields({ required: true }),
  validation: (rule) => rule.required(),
})

/** The brand's company: every site of the brand names it unless it has its own. */
export const companyField = defineField({
  name: 'company',
  title: 'Company',
  description:
    'Named by the footer’s legal line (© year, company, business number) and by the legal pages, where their text shows a site detail. Change them here, once.',
  type: 'object',
  fields: companyFields({ required: true }),
  validation: (rule) => rule.required(),
})

type SiteDetails = { site?: string }

/**
 * Per-site values for a brand with several sites (Wayfarer's Australian and New Zealand sites):
 * each fact left empty is the brand's.
 */
export const siteDetailsField = defineField({
  name: 'siteDetails',
  title: 'Per-site details',
  description:
    'For a brand with several sites: what one site shows instead of the brand’s details above. Leave a field empty to use the brand’s.',
  type: 'array',
  hidden: ({ document }) => sitesOfDocument(document).length < 2,
  of: [
    defineArrayMember({
      name: 'siteDetails',
      title: 'Site',
      type: 'object',
      fields: [
        defineField({
          name: 'site',
          title: 'Site',
          type: 'string',
          options: { list: sites.map((site) => ({ title: site.domains[0], value: site.id })) },
          validation: (rule) =>
            rule
              .required()
              .custom((value, { document }) =>
                !value || sitesOfDocument(document).some((site) => site.id === value)
                  ? true
                  : 'Choose one of this brand’s sites',
              ),
        }),
        ...contactFields({ required: false }),
        ...companyFields({ required: false }),
      ],
      preview: { select: { title: 'site', subtitle: 'phone' } },
    }),
  ],
  validation: (rule) =>
    rule.custom((entries: SiteDetails[] | undefined) => {
      const seen = new Set<string>()
      const twice = (entries ?? [])
        .map((entry) => entry.site)
        .find((site) => {
          if (!site) return false
          if (seen.has(site)) return true
          seen.add(site)
          return false
        })
      return twice ? `Each site once: ${twice} is listed twice` : true
    }),
})
