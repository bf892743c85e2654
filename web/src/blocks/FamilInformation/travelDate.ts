/**
 * A travel date (YYYY-MM-DD, a calendar day) as DD MMMM YYYY in the site's language, e.g.
 * '14 March 2027'. Read as a day in UTC, so no time zone moves it to the day before.
 */
export function formatTravelDate(date: string, locale: string): string {
  const day = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(day)) return ''
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day)
}
