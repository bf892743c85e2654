import { isSlugSegment } from '@travel/config'
import type { OfferListQueryResult, OfferQueryResult } from '@/content/sanity.types'
import type { FeaturedTrip } from './products'

/** The list of a site's current offers; each offer's page is under it: `/offers/{slug}`. */
export const OFFERS_PATH = '/offers'

const OFFERS_SEGMENT = OFFERS_PATH.slice(1)

/** An offer's page. */
export const offerPath = (slug: string) => `${OFFERS_PATH}/${slug}`

/** What an offers address names: the list, or one offer by its slug; null for any other slug. */
export type OfferRoute = { kind: 'offerList' } | { kind: 'offer'; slug: string }

export function offerRoute(slug: string): OfferRoute | null {
  const [first, offer, ...rest] = slug.split('/')
  if (first !== OFFERS_SEGMENT || rest.length) return null
  if (offer === undefined) return { kind: 'offerList' }
  return isSlugSegment(offer) ? { kind: 'offer', slug: offer } : null
}

export type OfferContent = NonNullable<OfferQueryResult>
export type OfferCard = OfferListQueryResult[number]

/** One offer's page: the offer, and the trips it applies to that the warehouse has, as its cards. */
export type OfferPageContent = { offer: OfferContent; trips: FeaturedTrip[] }

/**
 * The list of the site's current offers, and those that have ended (so that the list can name the
 * one whose page a visitor was sent from, endedOfferRedirect).
 */
export type OfferListContent = {
  offers: OfferCard[]
  ended: Pick<OfferCard, 'slug' | 'title' | 'validUntil'>[]
}

/**
 * Where an ended offer's page sends its visitors: the list of current offers, at the notice that
 * names the offer that ended (the list shows the notice only when it is the address's target).
 */
export const endedOfferAnchor = (slug: string) => `ended-${slug}`

export const endedOfferRedirect = (slug: string) => `${OFFERS_PATH}#${endedOfferAnchor(slug)}`

/**
 * An offer's last day as a visitor reads it, in the given time zone: “30 June 2027”. Its end is
 * exclusive, so an offer ending at midnight ends on the day before.
 */
export function offerEndDate(validUntil: string | null, timeZone: string): string | null {
  if (!validUntil || Number.isNaN(Date.parse(validUntil))) return null
  return new Date(Date.parse(validUntil) - 1).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  })
}

/** An offer's terms, one condition to a line (the Studio's field), without empty lines. */
export const termsOf = (terms: string | null) =>
  (terms ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
