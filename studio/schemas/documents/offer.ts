import { defineField, defineType, type SlugValidationContext } from 'sanity'
import { brandField } from '../fields/brand'
import { productReferenceMember } from '../fields/productReference'
import { imageWithAltField } from '../fields/imageWithAlt'
import { onlyOnSitesField } from '../fields/onlyOnSites'
import { SANITY_API_VERSION } from '@travel/config'
import { publishedBrandReferenceMember } from '../fields/publishedReference'
import { slugFormatRule, slugOptions } from '../fields/slug'
import { windowEndRule, windowSummary } from './publishWindow'

/** The sites an offer shows on: its “Show only on” choice, or [] for every site of its brand. */
const sitesOf = (document: unknown) => ((document ?? {}) as { onlyOnSites?: string[] }).onlyOnSites ?? []

/**
 * An offer's address is /offers/{slug} on each site it shows on: unique on each site of the brand.
 * One market's offer and another's may share it (the same offer in NZD on tours-nz, say).
 */
export async function isOfferSlugFree(slug: string, context: SlugValidationContext) {
  const { document, getClient } = context
  if (!document) return true
  const publishedId = document._id.replace(/^drafts\./, '')
  const others = await getClient({ apiVersion: SANITY_API_VERSION }).fetch<{ onlyOnSites?: string[] }[]>(
    `*[_type == "offer" && brand == $brand && slug.current == $slug && !(_id in [$draft, $published])]{onlyOnSites}`,
    { brand: document.brand ?? '', slug, draft: `drafts.${publishedId}`, published: publishedId },
  )
  const own = sitesOf(document)
  return others.every((other) => {
    const theirs = sitesOf(other)
    return own.length > 0 && theirs.length > 0 && !own.some((site) => theirs.includes(site))
  })
}

const VALID_TITLES = { from: 'Valid from', until: 'Valid until' }

type OfferWindow = { validFrom?: string | null; validUntil?: string | null }

const windowOf = (document: unknown) => {
  const { validFrom, validUntil } = (document ?? {}) as OfferWindow
  return { availableFrom: validFrom, availableUntil: validUntil }
}

type AppliesTo = { destinations?: unknown[]; products?: unknown[] }

/** An offer applies to something a visitor can enquire about: a destination, a trip, or both. */
function appliesToSomething(document: unknown): true | string {
  const { destinations, products } = (document ?? {}) as AppliesTo
  return destinations?.length || products?.length
    ? true
    : 'Choose the destinations or the trips (product codes) the offer applies to'
}

/**
 * An offer of the brand (a saving on some trips, for a while): its own page at /offers/{slug},
 * a card on /offers, and a line in the home page's offer links, all from this document. It shows
 * from “Valid from” until “Valid until” (the brochures' publish window, applied when a page is
 * rendered: web/src/server/content/publishWindows.ts), so it appears and ends with nobody
 * publishing again. It cannot be published without its terms or its end.
 */
export const offer = defineType({
  name: 'offer',
  title: 'Offer',
  type: 'document',
  fields: [
    brandField,
    defineField({
      name: 'title',
      title: 'Title',
      description:
        'What the offer is, as the home page links it, e.g. “Save 10% on Vietnam: Lanterns & Limestone”.',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      description: 'The offer’s address: /offers/{slug}.',
      type: 'slug',
      options: { ...slugOptions, isUnique: isOfferSlugFree },
      validation: (rule) => rule.required().custom(slugFormatRule(false)),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      description: 'A line or two under the title: on the offer’s card and in search results.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'saving',
      title: 'The saving',
      description:
        'What the traveller saves, in this site’s currency and words, e.g. “10% off the tour price” or “NZ$550 per golfer”.',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'terms',
      title: 'Terms',
      description: 'The conditions of the offer, one to a line. An offer cannot be published without them.',
      type: 'text',
      rows: 6,
      validation: (rule) =>
        rule.custom((terms: string | undefined) =>
          terms?.trim() ? true : 'An offer needs its terms: write its conditions, one to a line',
        ),
    }),
    defineField({
      name: 'validFrom',
      title: 'Valid from',
      description: 'The offer shows from this moment (within a minute). Empty: at once.',
      type: 'datetime',
    }),
    defineField({
      name: 'validUntil',
      title: 'Valid until',
      description:
        'The offer ends at this moment: it leaves every page (within a minute), and its address leads to the current offers.',
      type: 'datetime',
      validation: (rule) =>
        rule.custom((validUntil: string | undefined, { document }) =>
          validUntil
            ? windowEndRule(windowOf(document), VALID_TITLES)
            : 'An offer needs its end: set “Valid until”',
        ),
    }),
    defineField({
      name: 'destinations',
      title: 'Destinations',
      description: 'The destination pages whose trips the offer applies to.',
      type: 'array',
      of: [publishedBrandReferenceMember('destinationPage', 'Choose a destination page of this brand')],
      validation: (rule) => rule.unique().custom((_, { document }) => appliesToSomething(document)),
    }),
    defineField({
      name: 'products',
      title: 'Trips',
      description:
        'The warehouse’s trips the offer applies to, picked by name. The page names each as the warehouse does, and leaves out one it no longer has.',
      type: 'array',
      of: [productReferenceMember],
    }),
    imageWithAltField({ name: 'image', title: 'Image', required: true }),
    {
      ...onlyOnSitesField,
      description: 'Leave empty to show this offer on every site of the brand (e.g. one market’s prices).',
    },
  ],
  preview: {
    select: {
      title: 'title',
      media: 'image',
      brand: 'brand',
      validFrom: 'validFrom',
      validUntil: 'validUntil',
    },
    prepare: ({ title, media, brand, validFrom, validUntil }) => ({
      title: title || 'Untitled offer',
      subtitle: windowSummary({ availableFrom: validFrom, availableUntil: validUntil }, brand),
      media,
    }),
  },
})
