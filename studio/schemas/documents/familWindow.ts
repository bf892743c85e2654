import { brandTimeZone, readableMoment, startOfDay } from '@travel/config'

/**
 * A famil's registration window, which marketing schedules: registration opens at `opens` (at
 * once when empty) and closes at `closes`, or as the trip departs (its travel date begins in its
 * brand's clock: config's brandTimeZone), whichever comes first. The sites show the famil only
 * inside it and drop it on their own when it ends (web/src/server/content/familWindow.ts); here it
 * is validated and summarised for the Studio's lists.
 */
export type FamilSchedule = {
  brand?: string | null
  date?: string | null
  registrationOpens?: string | null
  registrationCloses?: string | null
  hidden?: boolean | null
}

export const CLOSES_AFTER_OPENS = '“Registration closes” must be after “Registration opens”'
export const CLOSES_BY_TRAVEL_DATE = '“Registration closes” must be no later than the travel date'
export const OPENS_BEFORE_TRAVEL_DATE = '“Registration opens” must be before the travel date'

/** The rule of the closing moment: after the opening one, and no later than the departure. */
export function registrationClosesRule({
  brand,
  date,
  registrationOpens,
  registrationCloses,
}: FamilSchedule) {
  if (!registrationCloses) return true
  const closes = Date.parse(registrationCloses)
  if (registrationOpens && closes <= Date.parse(registrationOpens)) return CLOSES_AFTER_OPENS
  if (date && closes > startOfDay(date, brandTimeZone(brand))) return CLOSES_BY_TRAVEL_DATE
  return true
}

/** The rule of the opening moment: before the departure, or registration never opens. */
export function registrationOpensRule({ brand, date, registrationOpens }: FamilSchedule) {
  if (!registrationOpens || !date) return true
  return Date.parse(registrationOpens) < startOfDay(date, brandTimeZone(brand))
    ? true
    : OPENS_BEFORE_TRAVEL_DATE
}

/** The famil as an editor reads it in a list: its travel date and whether the sites show it now. */
export function familSummary(famil: FamilSchedule, now = Date.now()): string {
  const { date, registrationOpens, registrationCloses, hidden } = famil
  const timeZone = brandTimeZone(famil.brand)
  const moment = (value: string) => readableMoment(value, timeZone)
  const travel = date
    ? new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        Date.parse(`${date}T00:00:00Z`),
      )
    : 'No travel date'
  const state = (() => {
    if (hidden) return 'Hidden'
    if (date && startOfDay(date, timeZone) <= now) return 'Departed'
    if (registrationOpens && Date.parse(registrationOpens) > now) {
      return `Registration opens ${moment(registrationOpens)}`
    }
    if (registrationCloses && Date.parse(registrationCloses) <= now) return 'Registration closed'
    return registrationCloses ? `Open until ${moment(registrationCloses)}` : 'Open until departure'
  })()
  return `${travel} · ${state}`
}
