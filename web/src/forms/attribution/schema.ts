import { object } from 'yup'
import { singleLineText } from '@/forms/rules/singleLine'
import { ATTRIBUTION_PART_MAX as MAX, ATTRIBUTION_PARTS, type Attribution } from './parts'

export { ATTRIBUTION_FIELD, ATTRIBUTION_PARTS, type Attribution } from './parts'

/**
 * Where the visit that sent a form came from (issue 31): the path of its first page, the page
 * that led to it (another site's origin; our own page's address without its query) and the
 * first page's `utm_*` parameters. Every part optional and bounded, one line each; no personal
 * data. The browser sends it (visitSource.ts) and the route checks it with this schema: bad
 * attribution is dropped, never a reason to refuse an enquiry. Server code only: the browser
 * bounds the parts' lengths and leaves the rest to the route (its forms load none of this).
 */
const parts = {
  landingPage: singleLineText()
    .max(MAX.landingPage)
    .matches(/^\/(?!\/)[^?#]*$/, 'A landing page is a path.'),
  referrer: singleLineText()
    .max(MAX.referrer)
    .matches(/^https?:\/\/[^\s?#]+$/, 'A referrer is an address without a query.'),
  utmSource: singleLineText().max(MAX.utmSource),
  utmMedium: singleLineText().max(MAX.utmMedium),
  utmCampaign: singleLineText().max(MAX.utmCampaign),
  utmTerm: singleLineText().max(MAX.utmTerm),
  utmContent: singleLineText().max(MAX.utmContent),
}

/** The schema of parts above, as one object (noUnknown, strict). */
export const attributionSchema = object(parts).noUnknown().strict()

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
