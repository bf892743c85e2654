/** A calendar day (YYYY-MM-DD) as a time, read in UTC so no time zone moves it to the day before. */
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`)

/**
 * A voyage's departure dates in the site's language, in order: "6 June, 20 June and 4 July 2027" (en-AU)
 * when they fall in one year, else each with its year ("28 Dec 2026 and 11 Jan 2027"). Days that
 * are not dates are left out.
 */
export function formatDepartures(dates: readonly string[], locale: string): string {
  const days = dates
    .map(dayOf)
    .filter((day) => !Number.isNaN(day))
    .sort((a, b) => a - b)
  if (days.length === 0) return ''
  const years = new Set(days.map((day) => new Date(day).getUTCFullYear()))
  const withYear = years.size > 1
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  })
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    days.map((day) => format.format(day)),
  )
  return withYear ? list : `${list} ${[...years][0]}`
}

/** The nights of a voyage the warehouse says lasts `days` days (a 13-day voyage sails 12 nights). */
export function nightsOf(days: number): number {
  return Math.max(days - 1, 1)
}
