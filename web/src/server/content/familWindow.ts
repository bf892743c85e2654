import { brandTimeZone, startOfDay } from '@travel/config'
import type { PublishWindow } from './publishWindow'

/** What a famil's window is made of, as both famil blocks (and the form's route) read it. */
export type FamilSchedule = {
  /** Its brand, whose clock its travel day begins in. */
  brand: string | null
  date: string | null
  registrationOpens: string | null
  registrationCloses: string | null
}

/**
 * A famil shows while its registration is open: from `registrationOpens` until
 * `registrationCloses` or its departure (its travel date begins, in its brand's clock),
 * whichever is first. The Studio validates the same window (studio/schemas/documents/familWindow.ts).
 */
export function familWindow(famil: FamilSchedule): PublishWindow {
  const departure = famil.date ? startOfDay(famil.date, brandTimeZone(famil.brand)) : NaN
  const closes = famil.registrationCloses ? Date.parse(famil.registrationCloses) : NaN
  const ends = [departure, closes].filter((moment) => !Number.isNaN(moment))
  return {
    availableFrom: famil.registrationOpens,
    availableUntil: ends.length ? new Date(Math.min(...ends)).toISOString() : null,
  }
}
