import type { Attribution } from '@/forms/attribution/parts'
import type { DeliveryStatus } from '@/server/submissions/schema'
import type { LabelledField } from './formNames'

/** A delivery as the admin API answers it (docs/admin.md). */
export type DeliveryView = {
  id: string
  target: string
  status: DeliveryStatus
  attempts: number
  /** The raw error, for the developer. */
  lastError: string | null
  /** The same in plain words, for the editor (plainError). */
  lastErrorPlain: string | null
  deliveredAt: string | null
  /** When it is next tried (a pending delivery). */
  nextAttemptAt: string
}

/** A submission as the admin API lists it (docs/admin.md). */
export type SubmissionView = {
  id: string
  site: string
  /** The kind of form (`contact`, `cms-form`). */
  form: string
  /** What the tool calls the form: a CMS form's title, a form in code by its declaration. */
  formTitle: string
  /** The form filter's value that selects this form (formFilterValue). */
  formFilter: string
  receivedAt: string
  /** The visitor's name and email as the form gave them (the email lower-cased); null once purged. */
  name: string | null
  email: string | null
  /** The visit's utm_source and utm_campaign, kept after the purge. */
  source: string | null
  campaign: string | null
  /** The clock of its site (config's Site.timeZone), which the tool and the CSV show times in. */
  timeZone: string
  /** The payload was removed by retention: shown as such, never as if it were missing. */
  purged: boolean
  purgedAt: string | null
  /** The submitted values; null once purged. */
  values: unknown
  /** Each sent field with its label; empty once purged. */
  fields: LabelledField[]
  /** Where the visit came from; null without it, and once purged. */
  attribution: Attribution | null
  deliveries: DeliveryView[]
}
