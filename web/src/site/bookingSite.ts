import type { Site } from '@travel/config'

/**
 * Where this build sends visitors to book: the site's booking site (`bookingOrigin`,
 * config/src/sites.ts), or in a local build the one origin that stands in for every booking site
 * (NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN: the sandbox, set by `npm run dev` and the e2e build). Public
 * and inlined, like NEXT_PUBLIC_LOCAL_SITES_PORT, so the server's HTML and the browser agree;
 * never set it for a deployed build.
 */
export function bookingOrigin(
  site: Site,
  localOrigin = process.env.NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN,
): string {
  return (localOrigin || site.bookingOrigin).replace(/\/+$/, '')
}

/** A page of the booking site: its path (`/en/…`, kept exactly) on the booking origin. */
export function bookingUrl(
  site: Site,
  path: string,
  localOrigin = process.env.NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN,
): string {
  return `${bookingOrigin(site, localOrigin)}${path}`
}

/**
 * The booking site's address for what search engines read (structured data): the production
 * origin whatever the build, as canonical addresses are.
 */
export function productionBookingUrl(site: Site, path: string): string {
  return `${site.bookingOrigin}${path}`
}

// The booking site's product pages and lists (spec 02 §2): /en/tours, /en/cruises, /en/golfs,
// /en/rails, and what lies under them. The marketing sites have no page under /en/.
const BOOKING_PATH = /^\/en\/(?:tours|cruises|golfs|rails)(?:[/?#]|$)/

/** Whether a site-relative href is an address of the booking site (`/en/tours?destination=japan`). */
export function isBookingPath(href: string): boolean {
  return BOOKING_PATH.test(href)
}

/**
 * An editor's link as it must be followed: a booking-site path (content written for the old site,
 * where the booking pages shared the domain) on the booking site; anything else unchanged.
 */
export function onBookingSite(site: Site | undefined, href: string | undefined): string | undefined {
  return site && href && isBookingPath(href) ? bookingUrl(site, href) : href
}
