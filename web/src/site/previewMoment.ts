import { startOfDay, TRAVEL_TIME_ZONE } from '@travel/config'

/**
 * Preview a date (docs/preview.md): in draft preview, `?at=2027-03-01T09:00` shows the site as
 * of that moment, in the brands' time zone (Australian eastern time, as the Studio's dates):
 * publish windows of brochures and famils apply against it. The proxy passes it to the page as
 * the first segment of the path it renders, `/_sites/<site>/@2027-03-01T09:00/<path>`, and only
 * for a request in draft preview of its site; for any other request the parameter does nothing.
 */
export const PREVIEW_AT_PARAM = 'at'

const MOMENT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/
const SEGMENT_PREFIX = '@'

/** A moment as the preview bar's field gives it (`YYYY-MM-DDTHH:MM`); null for anything else. */
export function previewMoment(value: string | null | undefined): string | null {
  const match = value ? MOMENT.exec(value) : null
  if (!match) return null
  const [, , hours, minutes] = match
  if (Number(hours) > 23 || Number(minutes) > 59) return null
  return Number.isNaN(previewInstant(value!)) ? null : value!
}

/** The instant (ms) of a moment of previewMoment; NaN for a malformed one. */
export function previewInstant(moment: string): number {
  const match = MOMENT.exec(moment)
  if (!match) return NaN
  const [, date, hours, minutes] = match as unknown as [string, string, string, string]
  return startOfDay(date, TRAVEL_TIME_ZONE) + (Number(hours) * 60 + Number(minutes)) * 60_000
}

/** The path segment that carries a moment to the page (the proxy adds it). */
export function momentSegment(moment: string): string {
  return `${SEGMENT_PREFIX}${moment}`
}

/**
 * A rendered slug split into its preview moment, if its first segment is one, and the slug of
 * the page. The moment counts only in draft mode: elsewhere such a slug names no page.
 */
export function splitMomentSlug(slug: string[]): { moment: string | null; slug: string[] } {
  const [first, ...rest] = slug
  const moment = first?.startsWith(SEGMENT_PREFIX) ? previewMoment(first.slice(SEGMENT_PREFIX.length)) : null
  return moment ? { moment, slug: rest } : { moment: null, slug }
}
