import type { Attribution } from '@/forms/attribution/parts'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/**
 * The visitor's name and email from a stored payload, whatever the form: `fullName`, `name` or
 * `firstName` and `lastName`, and `email`, among its fields or a CMS form's `submissionData`.
 * The Submissions tool lists and searches by them; the failure alert names the visitor by them.
 */
export function visitorOf(payload: unknown): { name?: string; email?: string } {
  const record = (payload ?? {}) as Record<string, unknown>
  const fields: Record<string, unknown> = { ...record }
  if (Array.isArray(record.submissionData))
    for (const entry of record.submissionData as { field?: unknown; value?: unknown }[])
      if (typeof entry.field === 'string' && !(entry.field in fields)) fields[entry.field] = entry.value
  const joined = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ')
  const name = text(fields.fullName) ?? text(fields.name) ?? (joined || undefined)
  // On one line, as a list's cell or a mail's line shows it.
  return { name: name?.replace(/\s+/g, ' '), email: text(fields.email) }
}

/** A stored submission's columns of its visitor and its visit's campaign (schema.ts). */
export function visitorColumns(payload: unknown, attribution: Attribution | null | undefined) {
  const { name, email } = visitorOf(payload)
  return {
    visitor_name: name ?? null,
    visitor_email: email?.toLowerCase() ?? null,
    utm_source: attribution?.utmSource ?? null,
    utm_medium: attribution?.utmMedium ?? null,
    utm_campaign: attribution?.utmCampaign ?? null,
  }
}
