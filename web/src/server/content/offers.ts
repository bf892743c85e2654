import type { Site } from '@travel/config'
import { offerListQuery, offerPathsQuery, offerQuery } from '@/content/queries'
import {
  endedOfferRedirect,
  offerPath,
  OFFERS_PATH,
  type OfferContent,
  type OfferListContent,
  type OfferPageContent,
  type OfferRoute,
} from '@/site/offers'
import type { FeaturedTrip } from '@/site/products'
import { upstreamSources } from './blockData'
import type { Perspective } from './draftsOverlay'
import { featuredTrips } from './featuredTrips'
import { offerWindow } from './publishWindow'
import { isInWindow, nextChangeOf, revalidateSeconds } from './publishWindows'
import { fetchContent } from './source'

export type LoadedOfferRoute =
  /** `complete`: false when the warehouse did not answer for a trip (the page mends sooner). */
  | { kind: 'offer'; content: OfferPageContent; revalidate: number; complete: boolean }
  | { kind: 'offerList'; content: OfferListContent; revalidate: number }
  | { kind: 'redirect'; destination: string; revalidate: number }
  | { kind: 'notFound'; revalidate: number }

/** Whether an offer's end has passed at `now`. */
const hasEnded = (offer: { validUntil: string | null }, now: number) =>
  Boolean(offer.validUntil && Date.parse(offer.validUntil) <= now)

/**
 * An offers address on a site, as it shows at `now` (the brochures' publish windows: an offer
 * shows from its start until its end, and the page is rendered again by the next change):
 * - `/offers`: the offers current on the site, soonest ending first;
 * - `/offers/{slug}` of a current offer: its page, with the trips it applies to named as the
 *   warehouse names them (a code the warehouse does not have is left out, and logged);
 * - of an ended offer: a temporary redirect to `/offers`, at the notice naming it (an editor may
 *   extend it); of one yet to start, or none: 404 until it starts.
 */
export async function loadOfferRoute(
  site: Site,
  route: OfferRoute,
  usualRevalidate: number,
  now: number,
  perspective: Perspective = 'published',
): Promise<LoadedOfferRoute> {
  if (route.kind === 'offerList') {
    const all = await fetchContent(offerListQuery, { brand: site.brand, site: site.id }, perspective)
    const next = nextChangeOf(all.map(offerWindow), now)
    return {
      kind: 'offerList',
      content: {
        offers: all.filter((offer) => isInWindow(offerWindow(offer), now)),
        ended: all
          .filter((offer) => hasEnded(offer, now))
          .map(({ slug, title, validUntil }) => ({ slug, title, validUntil })),
      },
      revalidate: revalidateSeconds(usualRevalidate, next, now),
    }
  }
  const offer = await fetchContent(
    offerQuery,
    { brand: site.brand, site: site.id, slug: route.slug },
    perspective,
  )
  const revalidate = revalidateSeconds(usualRevalidate, offer && nextChangeOf([offerWindow(offer)], now), now)
  if (!offer) return { kind: 'notFound', revalidate }
  if (hasEnded(offer, now))
    return { kind: 'redirect', destination: endedOfferRedirect(route.slug), revalidate }
  if (!isInWindow(offerWindow(offer), now)) return { kind: 'notFound', revalidate }
  const { trips, complete } = await tripsOf(site, offer)
  return { kind: 'offer', content: { offer, trips }, revalidate, complete }
}

/**
 * The trips an offer applies to, as product cards read from the warehouse (call 2 by code, as a
 * featured-trips block reads them), in the offer's order. One the warehouse does not have is left
 * out and logged; one it did not answer for is left out, and the page is rendered again soon (the
 * offer still stands, with its destinations and terms).
 */
async function tripsOf(
  site: Site,
  offer: OfferContent,
): Promise<{ trips: FeaturedTrip[]; complete: boolean }> {
  const { products, complete } = await featuredTrips(offer.products, upstreamSources(site).trip)
  return { trips: products, complete }
}

/**
 * The offers addresses of a brand rendered ahead and again on a change (getStaticPaths,
 * revalidation): the list, and each offer's page while it is current on a site of the brand. An
 * ended one's page is a redirect, which Next renders only on request (never while building).
 */
export async function brandOfferPaths(brand: Site['brand'], now: number = Date.now()): Promise<string[]> {
  const offers = await fetchContent(offerPathsQuery, { brand })
  const current = offers.filter((offer) => offer.slug && isInWindow(offerWindow(offer), now))
  return [OFFERS_PATH, ...new Set(current.map((offer) => offerPath(offer.slug!)))]
}

/** A site's offers for its sitemap, as they show now: the list (when it has any) and each page. */
export async function currentOfferSitemapEntries(
  site: Site,
  now: number = Date.now(),
): Promise<{ path: string; lastModified: string | null }[]> {
  const all = await fetchContent(offerListQuery, { brand: site.brand, site: site.id })
  const current = all.filter((offer) => offer.slug && isInWindow(offerWindow(offer), now))
  if (!current.length) return []
  const newest =
    current
      .map((offer) => offer._updatedAt)
      .sort()
      .at(-1) ?? null
  return [
    { path: OFFERS_PATH, lastModified: newest },
    ...current.map((offer) => ({ path: offerPath(offer.slug!), lastModified: offer._updatedAt })),
  ]
}
