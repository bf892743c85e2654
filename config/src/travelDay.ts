/**
 * A famil's travel date is a calendar day, not a moment: the trip departs as that day begins
 * where the brands' agencies work (Australian eastern time, summer time included). The Studio
 * checks a registration window against it and the sites drop the famil from their pages then.
 */
export const TRAVEL_TIME_ZONE = 'Australia/Sydney'

/** The zone's offset from UTC at a moment, in milliseconds ("GMT+11:00" → 39 600 000). */
function offsetAt(moment: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(moment)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000
}

/** The moment a calendar day (YYYY-MM-DD) begins in a time zone; NaN for a malformed date. */
export function startOfDay(date: string, timeZone: string = TRAVEL_TIME_ZONE): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return NaN
  const utcMidnight = Date.parse(`${date}T00:00:00Z`)
  // The offset at local midnight, read twice: a change of offset that day moves it once.
  const first = utcMidnight - offsetAt(utcMidnight, timeZone)
  return utcMidnight - offsetAt(first, timeZone)
}
