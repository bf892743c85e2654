import type { SubmissionView } from './submissionsQuery'

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

function valueColumns(submissions: SubmissionView[]): string[] {
  const names = new Set<string>()
  for (const { values } of submissions) {
    if (values && typeof values === 'object' && !Array.isArray(values))
      for (const name of Object.keys(values)) names.add(name)
  }
  return [...names]
}

/** The filtered list as CSV: one row per submission, its deliveries summed up, then each field. */
export function submissionsCsv(submissions: SubmissionView[]): string {
  const fields = valueColumns(submissions)
  const header = ['id', 'received at', 'site', 'form', 'purged', 'deliveries', ...fields]
  const lines = [header.map(csvCell).join(',')]
  for (const submission of submissions) {
    const deliveries = submission.deliveries
      .map(
        ({ target, status, attempts, lastError }) =>
          `${target}: ${status} (${attempts} attempts${lastError ? `; ${lastError}` : ''})`,
      )
      .join(' | ')
    const values = (submission.values ?? {}) as Record<string, unknown>
    const row = [
      submission.id,
      submission.receivedAt,
      submission.site,
      submission.form,
      submission.purged ? 'yes' : 'no',
      deliveries,
      ...fields.map((name) => values[name]),
    ]
    lines.push(row.map(csvCell).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}
