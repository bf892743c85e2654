/** The body's property that carries where the visit came from, beside the form's values. */
export const ATTRIBUTION_FIELD = 'attribution'

/**
 * The parts of where a visit came from, in order (also the CSV's columns), each with the most
 * characters it may have: an address or a `utm_*` value.
 */
export const ATTRIBUTION_PART_MAX = {
  landingPage: 500,
  referrer: 500,
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
} as const

export type AttributionPart = keyof typeof ATTRIBUTION_PART_MAX

/** Where the visit came from: every part optional (schema.ts says what each may hold). */
export type Attribution = Partial<Record<AttributionPart, string>>

export const ATTRIBUTION_PARTS = Object.keys(ATTRIBUTION_PART_MAX) as AttributionPart[]
