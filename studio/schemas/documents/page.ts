import {
  defineField,
  defineType,
  getPublishedId,
  type SlugValidationContext,
  type ValidationContext,
} from 'sanity'
import { SANITY_API_VERSION } from '@travel/config'
import { brandField } from '../fields/brand'
import { blocksField, isAddressFreeInBrand, pageGroups, seoTabField } from '../fields/pageBuilder'
import { pageSlugRule, slugOptions } from '../fields/slug'
import { publishWindowFields, windowSummary } from './publishWindow'

/** Slugs are unique per brand: two brands may both have an "about-us" page. */
export function isSlugUniqueInBrand(slug: string, context: SlugValidationContext) {
  return isAddressFreeInBrand(context, 'slug.current == $slug', { slug })
}

/**
 * What a page is to its sites when they need it always: the page the brand's settings name as
 * home, privacy policy, terms or enquiry page, or the one a form sends its visitors to once sent
 * (the path its “Redirect” confirmation names). Null for any other page.
 */
export const ALWAYS_SHOWN_ROLE_QUERY = `coalesce(
  *[_type == "siteSettings" && brand == $brand && _id == "siteSettings-" + $brand][0]{
    "role": select(
      homePage._ref == $id => "the home page",
      privacyPage._ref == $id => "the privacy policy",
      termsPage._ref == $id => "the terms and conditions",
      enquiryPage._ref == $id => "the enquiry page"
    )
  }.role,
  *[_type == "form" && brand == $brand && confirmationType == "redirect" && redirectUrl == "/" + $slug][0]{
    "role": "the page the form “" + title + "” sends its visitors to"
  }.role
)`

/**
 * A page the sites need always has no publish window: the error names what it is, so the editor
 * clears the date (or names another page in the settings or the form first).
 */
export async function alwaysShownRule(value: string | undefined, context: ValidationContext) {
  const document = context.document as
    { _id?: string; brand?: string; slug?: { current?: string } } | undefined
  if (!value || !document?._id || !document.brand) return true
  const role = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<string | null>(ALWAYS_SHOWN_ROLE_QUERY, {
      brand: document.brand,
      id: getPublishedId(document._id),
      slug: document.slug?.current ?? '',
    })
  return role ? `This page is ${role}: its sites show it always. Clear this date` : true
}

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups: pageGroups,
  fields: [
    brandField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      description:
        'The page address: /{slug}. Lower-case letters, digits and single hyphens, e.g. “summer-sale”; a “/” between parts for a page under another, e.g. “guides/rail-2026”.',
      type: 'slug',
      group: 'content',
      options: { ...slugOptions, isUnique: isSlugUniqueInBrand },
      validation: (rule) => rule.required().custom(pageSlugRule),
    }),
    defineField({
      name: 'approvedByLegal',
      title: 'Approved by legal',
      description:
        'For the privacy policy and the terms and conditions (the pages your site settings name): tick it once the company’s lawyers have approved this text. Until then the page opens with a notice that its text is a placeholder, and the launch check lists it. Other pages ignore it.',
      type: 'boolean',
      group: 'content',
      initialValue: false,
    }),
    ...publishWindowFields({
      group: 'content',
      from: 'The sites show this page from this moment (within a minute), and the links to it with it. Empty: at once.',
      until:
        'The sites stop showing this page at this moment (within a minute): its address answers “not found”, and every menu item and button that links to it is hidden. Empty: always.',
      rule: alwaysShownRule,
    }),
    blocksField,
    seoTabField,
  ],
  preview: {
    select: {
      title: 'title',
      slug: 'slug.current',
      brand: 'brand',
      availableFrom: 'availableFrom',
      availableUntil: 'availableUntil',
    },
    prepare: ({ title, slug, brand, availableFrom, availableUntil }) => ({
      title,
      subtitle: [
        slug,
        availableFrom || availableUntil ? windowSummary({ availableFrom, availableUntil }, brand) : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
