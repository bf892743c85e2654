import { string } from 'yup'

/** A calendar date as the back office takes it (YYYY-MM-DD), checked to be a real day. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The date as YYYY-MM-DD in this machine's time zone. */
export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The YYYY-MM-DD text as a local date, or null when it names no real day (2025-02-30). */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return real && year >= 1900 ? date : null
}

const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/

/**
 * What a visitor typed into the DD/MM/YYYY field, as the form holds it: '' when empty,
 * YYYY-MM-DD when it names a real day (a future one too: the schema says what is wrong with it),
 * otherwise the text itself, which the schema refuses as not a valid date. The picker alone would
 * drop text it cannot read, and the form would then ask for a date the visitor did type.
 */
export function typedDateValue(text: string): string {
  const typed = text.trim()
  const match = TYPED_DATE.exec(typed)
  if (!match) return typed
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`
  return parseIsoDate(iso) ? iso : typed
}

// Each test leaves to the one before it what that one refuses: one message per value.
type Messages = { missing: string; invalid: string; future: string }

/**
 * A date of birth: YYYY-MM-DD, a real day, not after today (today itself passes). "Today" is the
 * checking machine's: the browser's for the visitor, the server's at the route.
 */
export const dateOfBirth = ({ missing, invalid, future }: Messages) =>
  string()
    .required(missing)
    .test('date', invalid, (value) => !value || parseIsoDate(value) !== null)
    .test('past', future, (value) => !parseIsoDate(value) || value <= isoDate(new Date()))
