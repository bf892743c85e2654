import { defineField, type ValidationContext } from 'sanity'
import { brandTimeZone, readableMoment } from '@travel/config'

/**
 * An optional publish window (a brochure's, a page's, a post's): shown from `from` (inclusive)
 * until `until` (exclusive), either end open when empty. The sites apply it when they render a
 * page (and time the page's next rendering by it: web/src/server/content/publishWindows.ts);
 * here it is validated and summarised for the Studio's lists.
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
  const format = (value: string) => readableMoment(value, brandTimeZone(brand))
  if (!availableFrom && !availableUntil) return 'Always shown'
  if (availableFrom && Date.parse(availableFrom) > now) {
    return `Scheduled: from ${format(availableFrom)}${availableUntil ? ` until ${format(availableUntil)}` : ''}`
  }
  if (availableUntil && Date.parse(availableUntil) <= now) return `Expired: until ${format(availableUntil)}`
  if (availableUntil) return `Shown until ${format(availableUntil)}`
  return `Shown since ${format(availableFrom ?? '')}`
}

/** A check of a window's end beside the order of its ends (a page that must always show). */
type WindowRule = (
  value: string | undefined,
  context: ValidationContext,
) => Promise<true | string> | true | string

/**
 * A document's window fields, “Available from” and “Available until”, described for what it is,
 * in a group of a page-like document; `rule` checks either end beside the window's own order.
 * Their display in the brand's clock is set by brandSchemaTypes (withBrandClock).
 */
export function publishWindowFields({
  from,
  until,
  group,
  rule = () => true,
}: {
  from: string
  until: string
  group?: string
  rule?: WindowRule
}) {
  return [
    defineField({
      name: 'availableFrom',
      title: 'Available from',
      description: from,
      type: 'datetime',
      group,
      validation: (validation) =>
        validation.custom((value: string | undefined, context) => rule(value, context)),
    }),
    defineField({
      name: 'availableUntil',
      title: 'Available until',
      description: until,
      type: 'datetime',
      group,
      validation: (validation) =>
        validation.custom((value: string | undefined, context) => {
          const order = windowEndRule((context.document ?? {}) as PublishWindow)
          return order === true ? rule(value, context) : order
        }),
    }),
  ]
}
