import { brandClock, readableMoment } from '@travel/config'

/**
 * A brochure's optional publish window: shown from `from` (inclusive) until `until` (exclusive),
 * either end open when empty. The sites apply it when they render a page (and time the page's
 * next rendering by it: web/src/server/content/publishWindows.ts); here it is validated and
 * summarised for the Studio's lists.
 */
export type PublishWindow = { availableFrom?: string | null; availableUntil?: string | null }

/** The window is valid when it has an open end or ends after it starts, said with its fields' titles. */
export function windowEndRule(
  window: PublishWindow,
  titles: { from: string; until: string } = { from: 'Available from', until: 'Available until' },
): true | string {
  const { availableFrom, availableUntil } = window
  if (!availableFrom || !availableUntil) return true
  return Date.parse(availableUntil) > Date.parse(availableFrom)
    ? true
    : `“${titles.until}” must be after “${titles.from}”`
}

/**
 * The window as an editor reads it in a list: whether it shows now, and from when until when, in
 * the brand's clock with its zone ("Thu, 1 Jul 2027, 00:00 AEST"), wherever the editor is.
 */
export function windowSummary(
  { availableFrom, availableUntil }: PublishWindow,
  brand: string | null | undefined,
  now = Date.now(),
): string {
  const format = (value: string) => readableMoment(value, brandClock(brand))
  if (!availableFrom && !availableUntil) return 'Always shown'
  if (availableFrom && Date.parse(availableFrom) > now) {
    return `Scheduled: from ${format(availableFrom)}${availableUntil ? ` until ${format(availableUntil)}` : ''}`
  }
  if (availableUntil && Date.parse(availableUntil) <= now) return `Expired: until ${format(availableUntil)}`
  if (availableUntil) return `Shown until ${format(availableUntil)}`
  return `Shown since ${format(availableFrom ?? '')}`
}
