import { object, type InferType } from 'yup'
import { singleLineText } from '@/forms/rules/singleLine'

/** The body's property that carries where the visit came from, beside the form's values. */
export const ATTRIBUTION_FIELD = 'attribution'

const UTM_MAX = 200
const URL_MAX = 500

/**
 * Where the visit that sent a form came from (issue 31): the path of its first page, the page
 * that led to it (another site's origin; our own page's address without its query) and the
 * first page's `utm_*` parameters. Every part optional and bounded, one line each; no personal
 * data. The browser sends it (visitSource.ts) and the route checks it with this schema: bad
 * attribution is dropped, never a reason to refuse an enquiry.
 */
const parts = {
  landingPage: singleLineText()
    .max(URL_MAX)
    .matches(/^\/(?!\/)[^?#]*$/, 'A landing page is a path.'),
  referrer: singleLineText()
    .max(URL_MAX)
    .matches(/^https?:\/\/[^\s?#]+$/, 'A referrer is an address without a query.'),
  utmSource: singleLineText().max(UTM_MAX),
  utmMedium: singleLineText().max(UTM_MAX),
  utmCampaign: singleLineText().max(UTM_MAX),
  utmTerm: singleLineText().max(UTM_MAX),
  utmContent: singleLineText().max(UTM_MAX),
}

/** The schema of parts above, as one object (noUnknown, strict). */
export const attributionSchema = object(parts).noUnknown().strict()

export type Attribution = InferType<typeof attributionSchema>

/** The parts the schema holds, in order (also the CSV's columns). */
export const ATTRIBUTION_PARTS = Object.keys(parts) as (keyof Attribution)[]

/**
 * What of a sent attribution passes the schema: each part on its own, so one bad part costs only
 * itself; null when nothing is left (or it was no object at all).
 */
export function validAttribution(value: unknown): Attribution | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const sent = value as Record<string, unknown>
  const kept: Attribution = {}
  for (const part of ATTRIBUTION_PARTS) {
    const text = sent[part]
    if (typeof text !== 'string' || !text) continue
    if (parts[part].isValidSync(text, { strict: true })) kept[part] = text
  }
  return Object.keys(kept).length ? kept : null
}
