/**
 * One clock per site: each site keeps its time in its own zone (`Site.timeZone`: the brand's
 * market), and every day and time an editor or visitor reads or types is in it, labelled. Stored
 * moments stay ISO instants (UTC); these turn them into a site's days and times and back.
 */

/**
 * A zone's offset namer, made once per zone: making an Intl.DateTimeFormat costs some fifty times
 * what using one does, and a CSV or a year's counts ask for an offset per row.
 */
const offsetNamers = new Map<string, Intl.DateTimeFormat>()

function offsetNamer(timeZone: string): Intl.DateTimeFormat {
  let namer = offsetNamers.get(timeZone)
  if (!namer) {
    namer = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    offsetNamers.set(timeZone, namer)
  }
  return namer
}

/** The zone's offset from UTC at a moment, in milliseconds ("GMT+11:00" → 39 600 000). */
export function offsetAt(moment: number, timeZone: string): number {
  // The formatted date ends with the offset's name ("12/5/2026, GMT+11:00"; "GMT" for UTC):
  // format() costs a third of formatToParts(), which makes an object of every part.
  const match = /GMT([+-])(\d{2}):(\d{2})$/.exec(offsetNamer(timeZone).format(moment))
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000
}

/** The moment a calendar day (YYYY-MM-DD) begins in a time zone; NaN for a malformed date. */
export function startOfDay(date: string, timeZone: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return NaN
  const utcMidnight = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(utcMidnight)) return NaN
  // The offset at local midnight, read twice: a change of offset that day moves it once.
  const first = utcMidnight - offsetAt(utcMidnight, timeZone)
  return utcMidnight - offsetAt(first, timeZone)
}

/** The day after a calendar day (YYYY-MM-DD), as a calendar day. */
export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/** The calendar day (YYYY-MM-DD) a moment falls on in a time zone. */
export function dayIn(moment: number | string | Date, timeZone: string): string {
  return isoInZone(moment, timeZone).slice(0, 10)
}

/**
 * A moment as ISO 8601 in a time zone, to the second, with its offset: what a spreadsheet reads
 * back to the same instant (`2026-12-03T09:12:05+11:00`).
 */
export function isoInZone(moment: number | string | Date, timeZone: string): string {
  const instant = new Date(moment).getTime()
  const offset = offsetAt(instant, timeZone)
  const local = new Date(instant + offset).toISOString().slice(0, 19)
  const minutes = Math.abs(offset) / 60_000
  const sign = offset < 0 ? '-' : '+'
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
  const mm = String(minutes % 60).padStart(2, '0')
  return `${local}${sign}${hh}:${mm}`
}

/** How editors name a zone: its city, "Sydney time", "Auckland time" ("UTC" for UTC). */
export function zoneName(timeZone: string): string {
  const city = timeZone.split('/').pop()!.replaceAll('_', ' ')
  return city === 'UTC' ? 'UTC' : `${city} time`
}

/**
 * A moment as people read it in a time zone, labelled with the zone's abbreviation where the
 * locale has one (`Thu 3 Dec 2026, 09:12 AEDT`), else its offset (`GMT+11`).
 */
export function readableMoment(moment: number | string | Date, timeZone: string, locale = 'en-AU'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(moment))
}
