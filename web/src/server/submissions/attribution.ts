import { ATTRIBUTION_FIELD, validAttribution, type Attribution } from '@/forms/attribution/schema'

/**
 * The body without where the visit came from, and that attribution as the schema keeps it
 * (forms/attribution/schema.ts). It travels beside the values: no form's own schema sees it, no
 * upstream body carries it, and a bad one is dropped, never a 400 that loses an enquiry.
 */
export function takeAttribution(body: unknown): { body: unknown; attribution: Attribution | null } {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, ATTRIBUTION_FIELD))
    return { body, attribution: null }
  const { [ATTRIBUTION_FIELD]: sent, ...rest } = body as Record<string, unknown>
  return { body: rest, attribution: validAttribution(sent) }
}
