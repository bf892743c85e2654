import { startOfDay } from '@travel/config'

/**
 * Preview a date (docs/preview.md): in draft preview, `?at=2027-03-01T09:00` shows the site as
 * of that moment, in the site's clock (config's Site.timeZone: Auckland time on tours-nz):
 * publish windows of brochures and famils apply against it. The proxy passes it to the page as
 * the first segment of the path it renders, `/_sites/<site>/@2027-03-01T09:00/<path>`, and only
 * for a request in draft preview of its site; for any other request the parameter does nothing.
 */
export const PREVIEW_AT_PARAM = 'at'

/**
 * The moment a preview keeps while the editor browses (proxy.ts): set when an address asks for
 * one (`?at=…`), used by every preview request that does not, cleared by `?at=` with no moment
 * ("Back to now") and by leaving preview.
 */
export const PREVIEW_AT_COOKIE = 'preview_at'

const MOMENT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/
const SEGMENT_PREFIX = '@'

/** A moment as the preview bar's field gives it (`YYYY-MM-DDTHH:MM`); null for anything else. */
export function previewMoment(value: string | null | undefined): string | null {
  const match = value ? MOMENT.exec(value) : null
  if (!match) return null
  const [, , hours, minutes] = match
  if (Number(hours) > 23 || Number(minutes) > 59) return null
  return Number.isNaN(previewInstant(value!, 'UTC')) ? null : value!
}

/** The instant (ms) of a moment of previewMoment in a site's time zone; NaN for a malformed one. */
export function previewInstant(moment: string, timeZone: string): number {
  const match = MOMENT.exec(moment)
  if (!match) return NaN
  const [, date, hours, minutes] = match as unknown as [string, string, string, string]
  return startOfDay(date, timeZone) + (Number(hours) * 60 + Number(minutes)) * 60_000
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
