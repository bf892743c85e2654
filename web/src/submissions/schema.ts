import type { Generated } from 'kysely'

/** Timestamps are ISO 8601 UTC text on both SQLite and PostgreSQL, so they sort as text. */
export type IsoTime = string

export type DeliveryStatus = 'pending' | 'delivered' | 'failed'

export interface SubmissionsTable {
  id: string
  site: string
  form_kind: string
  /** The validated form values, as JSON. */
  payload: string
  created_at: IsoTime
}

export interface DeliveriesTable {
  /** Also the idempotency key the upstream receives, so a retried call is recognised. */
  id: string
  submission_id: string
  target: string
  status: DeliveryStatus
  attempts: Generated<number>
  next_attempt_at: IsoTime
  /** Set while a worker delivers it; a crashed worker's lease expires and the row is retried. */
  locked_until: IsoTime | null
  last_error: string | null
  delivered_at: IsoTime | null
}

export interface SubmissionsDatabase {
  submissions: SubmissionsTable
  deliveries: DeliveriesTable
}
