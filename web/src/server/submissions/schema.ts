import type { Generated } from 'kysely'

/** Timestamps are ISO 8601 UTC text on both SQLite and PostgreSQL, so they sort as text. */
export type IsoTime = string

/** The two databases the store runs on. */
export type DatabaseKind = 'postgres' | 'sqlite'

/** What became of a delivery: waiting (to be tried, or tried again), delivered, or failed for good. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export interface SubmissionsTable {
  id: string
  site: string
  form_kind: string
  /** The validated form values, as JSON. */
  payload: string
  created_at: IsoTime
  /** The key the client sent with its post (Idempotency-Key): a repeat answers with this row. */
  idempotency_key: string | null
  /** The fingerprint of the body posted under that key (idempotencyFingerprint in store.ts). */
  idempotency_fingerprint: string | null
  /** When the payload was purged (it is then the JSON `null`), once every delivery was done. */
  purged_at: IsoTime | null
  /** Where the visit came from (Attribution, as JSON), or null; dropped with the payload. */
  attribution: string | null
  /** A CMS form's document id; null for the forms in code. */
  form_ref: string | null
  /** A CMS form's title when it was sent; null for the forms in code (their declarations name them). */
  form_title: string | null
  /** A CMS form's field labels when it was sent, `{name: label}` as JSON; null for the forms in code. */
  field_labels: string | null
  /** The visitor's name and email (visitorOf), for the tool's list and search; purged with the payload. */
  visitor_name: string | null
  /** Lower-cased, so a search matches whatever case it was typed in. */
  visitor_email: string | null
  /**
   * The visit's campaign (its attribution's utm_source, utm_medium, utm_campaign), for the tool's
   * filters and its report of where enquiries came from. Kept after the purge: they name a
   * campaign, not a person, and the report of a past month still adds up.
   */
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
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
  /** Names the claim that holds the lease: only that claim may settle the row. */
  lease_token: string | null
  last_error: string | null
  delivered_at: IsoTime | null
  /** When its current retry period began (stored, or requeued): it fails once that is too long ago. */
  retry_since: IsoTime | null
  /**
   * Its submission's site and time, copied as it is stored: the Submissions tool finds the few
   * waiting or failed of a site, newest first, down one index (admin/waitingOrFailed.ts).
   */
  site: string
  submitted_at: IsoTime
}

/** What became of one try of a delivery, or that someone sent a failed delivery again. */
export type DeliveryEventOutcome = 'delivered' | 'retry' | 'failed' | 'requeued'

/**
 * A delivery's history (issue 31): one row per try the outbox settled (a claim another worker
 * took over writes none), and one per requeue. Kept with the delivery rows, as their last error is.
 */
export interface DeliveryAttemptsTable {
  delivery_id: string
  /** The event's place in its delivery's history, from 1: the order to read it in. */
  seq: number
  /** The try's number in its retry period, as `deliveries.attempts` counts it; null for a requeue. */
  attempt: number | null
  at: IsoTime
  outcome: DeliveryEventOutcome
  /** The stored error text (storableError) of a try that did not deliver; null otherwise. */
  error: string | null
}

/**
 * Uploads the removed Sanity store kept (UPLOADS_STORE=sanity, refused since issue 28): what each
 * stored name stood for. Nothing reads it: it lists the assets its operator must delete.
 */
export interface UploadsTable {
  /** The random stored name the upload's URL carries. */
  name: string
  site: string
  upload: string
  /** The Sanity asset document holding the bytes; identical files share one (Sanity dedupes). */
  asset_id: string
  asset_url: string
  type: string
  size: number
  created_at: IsoTime
}

/** An upload kept by the upload store (any kind): what its stored name is, for every instance. */
export interface UploadFilesTable {
  /** The random stored name the upload's URL carries. */
  name: string
  site: string
  /** The upload's declared name (`cv`). */
  upload: string
  type: string
  size: number
  created_at: IsoTime
}

/** The bytes of an upload kept in the database, in order: chunks, so no file is read whole. */
export interface UploadChunksTable {
  name: string
  seq: number
  bytes: Buffer
}

/**
 * Submissions counted per site, form, campaign and day, in the site's clock and its brand's
 * (dayTotals.ts). '' stands for a part a submission has not (a form in code's ref, no campaign).
 */
export interface SubmissionDayTotalsTable {
  site: string
  /** '' for the submissions received; a status for those with a delivery in it now. */
  status: DeliveryStatus | ''
  form_kind: string
  form_ref: string
  utm_source: string
  utm_medium: string
  utm_campaign: string
  /** YYYY-MM-DD in the site's zone, and in its brand's. */
  site_day: string
  brand_day: string
  /** The greatest title a CMS form was sent under that day; null for the forms in code. */
  form_title: string | null
  count: number
}

export interface SubmissionsDatabase {
  submissions: SubmissionsTable
  submission_day_totals: SubmissionDayTotalsTable
  deliveries: DeliveriesTable
  delivery_attempts: DeliveryAttemptsTable
  uploads: UploadsTable
  upload_files: UploadFilesTable
  upload_chunks: UploadChunksTable
}
