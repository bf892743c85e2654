import { PhoneNumberUtil } from 'google-libphonenumber'
import { isoInZone } from '@travel/config'
import { ATTRIBUTION_PARTS } from '@/forms/attribution/schema'
import { ATTRIBUTION_LABELS } from './formNames'
import type { CampaignWeek } from './submissionsQuery'
import type { SubmissionView } from './submissionView'

/**
 * Where a spreadsheet may start a cell inside a value: at its start, and after a line break, a
 * comma, a semicolon or a tab, each a column or row separator of some locale or import (Excel in
 * a semicolon locale splits `a;=3+3` into `a` and the formula `=3+3`, quoted or not).
 */
const SEPARATOR = /[\r\n,;\t]/

/** A formula's first character (`=`, `+`, `-`, `@`) where a cell may start, past any whitespace. */
const FORMULA_START = /(?:^|[\r\n,;\t])\s*([=+\-@])/g

/** Digits, spaces, parentheses, dots and hyphens after a plus: nothing a formula could call. */
const PHONE_CHARACTERS = /^\+[\d\s().-]+$/

/** A phone number in international form (`+61 400 000 000`): harmless, and kept readable. */
function isInternationalPhone(text: string): boolean {
  if (!PHONE_CHARACTERS.test(text)) return false
  const phones = PhoneNumberUtil.getInstance()
  try {
    return phones.isPossibleNumber(phones.parse(text))
  } catch {
    return false
  }
}

/**
 * The text with an apostrophe, which makes a cell text, before each formula start (OWASP's
 * CSV-injection advice, applied wherever a cell may start and past whitespace: ` =1+1`,
 * `\n=1+1`, `a;=3+3`). A `+` starting a phone number in international form, up to the next
 * separator, keeps no apostrophe: staff read it as typed.
 */
function withoutFormulas(text: string): string {
  return text.replace(FORMULA_START, (start: string, sign: string, at: number) => {
    const signAt = at + start.length - 1
    const cell = text.slice(signAt).split(SEPARATOR)[0]!.trimEnd()
    return sign === '+' && isInternationalPhone(cell) ? start : `${start.slice(0, -1)}'${sign}`
  })
}

/** A cell a spreadsheet will not run (withoutFormulas), then quoted as RFC 4180 says. */
export function csvCell(value: unknown): string {
  const text = withoutFormulas(
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value),
  )
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

/** The CSV's first line: the columns (submissionCsvLine), then the fields by name. */
export function submissionsCsvHeader(fields: string[]): string {
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
  return `${header.map(csvCell).join(',')}\r\n`
}

/**
 * One submission as a CSV line: its id, when it was received (in its site's time, with the
 * offset: `2026-12-03T09:12:05+11:00`), site, form, its form's title, its deliveries summed up,
 * where its visit came from (landing page, referrer, utm_*), then each of `fields`.
 */
export function submissionCsvLine(submission: SubmissionView, fields: string[]): string {
  const values = csvFields(submission.values)
  const deliveries = submission.deliveries
    .map(
      ({ target, status, attempts, lastError }) =>
        `${target}: ${status} (${attempts} attempts${lastError ? `; ${lastError}` : ''})`,
    )
    .join(' | ')
  const row = [
    submission.id,
    isoInZone(submission.receivedAt, submission.timeZone),
    submission.site,
    submission.form,
    submission.formTitle,
    submission.purged ? 'yes' : 'no',
    deliveries,
    ...ATTRIBUTION_PARTS.map((part) => submission.attribution?.[part]),
    ...fields.map((name) => values[name]),
  ]
  return `${row.map(csvCell).join(',')}\r\n`
}

/** The fields of these submissions' values, each once, in the order they first appear (csvFields). */
export function csvFieldNames(values: unknown[], known: Set<string> = new Set()): Set<string> {
  for (const each of values) for (const name of Object.keys(csvFields(each))) known.add(name)
  return known
}

/** A list of submissions as CSV: one line per submission, a column per field any of them has. */
export function submissionsCsv(submissions: SubmissionView[]): string {
  const fields = [...csvFieldNames(submissions.map(({ values }) => values))]
  return submissionsCsvHeader(fields) + submissions.map((each) => submissionCsvLine(each, fields)).join('')
}

/** The report of where enquiries came from (campaignReport) as CSV, its weeks named with their clock. */
export function campaignReportCsv(weeks: CampaignWeek[], timeZone: string): string {
  const header = [
    `week from (${timeZone})`,
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'form',
    'form title',
    'enquiries',
  ]
  const lines = [header.map(csvCell).join(',')]
  for (const week of weeks) {
    const row = [
      week.week,
      week.source,
      week.medium,
      week.campaign,
      week.form,
      week.formTitle,
      String(week.count),
    ]
    lines.push(row.map(csvCell).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}
