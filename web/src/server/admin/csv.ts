import { ATTRIBUTION_PARTS } from '@/forms/attribution/schema'
import { ATTRIBUTION_LABELS } from './formNames'
import type { SubmissionView } from './submissionView'

/**
 * A cell a spreadsheet will not run: text starting with =, +, - or @ (or a tab or carriage
 * return, which some read past) gets a leading apostrophe, as OWASP's CSV-injection advice says;
 * then RFC 4180 quoting.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

type FieldValue = { field: string; value: unknown }

function isFieldValues(value: unknown): value is FieldValue[] {
  return (
    Array.isArray(value) &&
    value.every((entry) => typeof entry === 'object' && entry !== null && typeof entry.field === 'string')
  )
}

/**
 * A submission's fields as columns: a CMS form's `submissionData` (a list of `{field, value}`)
 * becomes a column per field; `mails` (the rendered emails kept for retries, a copy of the
 * same values) is left out.
 */
export function csvFields(values: unknown): Record<string, unknown> {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return {}
  const fields: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    if (name === 'mails') continue
    if (isFieldValues(value)) for (const entry of value) fields[entry.field] = entry.value
    else fields[name] = value
  }
  return fields
}

/**
 * The filtered list as CSV: one row per submission, its form's title, its deliveries summed up,
 * where its visit came from (landing page, referrer, utm_*), then each field.
 */
export function submissionsCsv(submissions: SubmissionView[]): string {
  const rows = submissions.map((submission) => ({ submission, values: csvFields(submission.values) }))
  const fields = [...new Set(rows.flatMap(({ values }) => Object.keys(values)))]
  const attribution = ATTRIBUTION_PARTS.map((part) => ATTRIBUTION_LABELS[part].toLowerCase())
  const header = [
    'id',
    'received at',
    'site',
    'form',
    'form title',
    'purged',
    'deliveries',
    ...attribution,
    ...fields,
  ]
  const lines = [header.map(csvCell).join(',')]
  for (const { submission, values } of rows) {
    const deliveries = submission.deliveries
      .map(
        ({ target, status, attempts, lastError }) =>
          `${target}: ${status} (${attempts} attempts${lastError ? `; ${lastError}` : ''})`,
      )
      .join(' | ')
    const row = [
      submission.id,
      submission.receivedAt,
      submission.site,
      submission.form,
      submission.formTitle,
      submission.purged ? 'yes' : 'no',
      deliveries,
      ...ATTRIBUTION_PARTS.map((part) => submission.attribution?.[part]),
      ...fields.map((name) => values[name]),
    ]
    lines.push(row.map(csvCell).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}
