/**
 * Facts about Wayfarer Tours that the seed states in several places (its pages, posts and site
 * settings, and the covers of its brochures' PDFs, studio/seed/brochurePdf.ts): each typed once
 * here, and every text that states it reads it, so no page and no brochure says another number.
 */
export const toursFacts = {
  /** The most travellers a small-group departure takes. */
  groupLimit: 16,
  /** The small-group itineraries on sale… */
  itineraries: 42,
  /** …and the countries they go to. */
  countries: 19,
} as const
