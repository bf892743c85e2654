import { createHash, randomUUID } from 'node:crypto'
import { durableTransaction, type SubmissionsDb } from './database'
import { DayTotalsTally } from './dayTotals'
import type { Attribution } from '@/forms/attribution/schema'
import type { SubmittedForm } from './acceptance'
import type { Insertable } from 'kysely'
import type { DeliveriesTable, DeliveryStatus, SubmissionsTable } from './schema'
import { visitorColumns } from './visitor'

export type NewSubmission = {
  site: string
  formKind: string
  payload: unknown
  /** The upstreams this submission goes to, each delivered (and retried) on its own. */
  targets: string[]
  /** The client's key for this attempt: storing the same key again returns the first id. */
  idempotencyKey?: string
  /** What was posted under the key (idempotencyFingerprint): another body under it is refused. */
  idempotencyFingerprint?: string
  /** Where the visit came from (forms/attribution), kept beside the payload and purged with it. */
  attribution?: Attribution | null
  /** A CMS form's id, title and labels (the forms in code have their declarations). */
  form?: SubmittedForm
}

/** A post that reuses an idempotency key for another body: answered 422, nothing stored. */
export class IdempotencyKeyReused extends Error {
  override name = 'IdempotencyKeyReused'
}

/** JSON with every object's keys in order: the same values give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/**
 * The fingerprint of a posted body, without what travels beside its values (`besides`: a
 * captcha token is new on each try of the same submission).
 */
export function idempotencyFingerprint(body: unknown, besides: string[]): string {
  const values =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([key]) => !besides.includes(key)))
      : body
  return createHash('sha256').update(canonicalJson(values)).digest('hex')
}

export type StoredDelivery = {
  id: string
  target: string
  status: DeliveryStatus
  attempts: number
  nextAttemptAt: string
  lastError: string | null
  deliveredAt: string | null
}

export type StoredSubmission = {
  id: string
  site: string
  formKind: string
  payload: unknown
  createdAt: string
  deliveries: StoredDelivery[]
}

/**
 * The submission stored under a client's idempotency key, if any. Throws IdempotencyKeyReused
 * when it was stored for another body than `idempotencyFingerprint` says.
 */
export async function submissionIdForKey(
  db: SubmissionsDb,
  scope: { site: string; formKind: string; idempotencyKey: string; idempotencyFingerprint?: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('submissions')
    .select(['id', 'idempotency_fingerprint'])
    .where('site', '=', scope.site)
    .where('form_kind', '=', scope.formKind)
    .where('idempotency_key', '=', scope.idempotencyKey)
    .executeTakeFirst()
  const stored = row?.idempotency_fingerprint
  if (stored && scope.idempotencyFingerprint && stored !== scope.idempotencyFingerprint)
    throw new IdempotencyKeyReused('This Idempotency-Key was already used for another submission.')
  return row?.id
}

/**
 * Stores a submission and its pending deliveries in one transaction: all of it, or nothing.
 * With an idempotency key that is already stored, stores nothing and returns the first id.
 */
export async function storeSubmission(
  db: SubmissionsDb,
  submission: NewSubmission,
  now = new Date(),
): Promise<string> {
  const { idempotencyKey } = submission
  try {
    return await insertSubmission(db, submission, now)
  } catch (error) {
    // Two posts with one key at once: the unique index lets one in; the other gets its id (or,
    // for another body, IdempotencyKeyReused).
    const first = idempotencyKey ? await submissionIdForKey(db, { ...submission, idempotencyKey }) : undefined
    if (first) return first
    throw error
  }
}

/**
 * The rows one submission is stored as: itself, and one pending delivery per upstream, due at
 * once. The store inserts them in one durable transaction; the scale bench's generator
 * (scripts/bench/scale/submissions.ts) inserts many at a time, the same rows.
 */
export function submissionRows(
  submission: NewSubmission,
  now: Date,
): { id: string; submission: Insertable<SubmissionsTable>; deliveries: Insertable<DeliveriesTable>[] } {
  const id = randomUUID()
  const createdAt = now.toISOString()
  return {
    id,
    submission: {
      id,
      site: submission.site,
      form_kind: submission.formKind,
      payload: JSON.stringify(submission.payload),
      created_at: createdAt,
      idempotency_key: submission.idempotencyKey ?? null,
      idempotency_fingerprint: submission.idempotencyKey ? (submission.idempotencyFingerprint ?? null) : null,
      attribution: submission.attribution ? JSON.stringify(submission.attribution) : null,
      form_ref: submission.form?.ref ?? null,
      form_title: submission.form?.title ?? null,
      field_labels: submission.form ? JSON.stringify(submission.form.labels) : null,
      ...visitorColumns(submission.payload, submission.attribution),
    },
    deliveries: submission.targets.map((target) => ({
      id: randomUUID(),
      submission_id: id,
      site: submission.site,
      submitted_at: createdAt,
      target,
      status: 'pending' as const,
      next_attempt_at: createdAt,
      retry_since: createdAt,
      locked_until: null,
      last_error: null,
      delivered_at: null,
    })),
  }
}

async function insertSubmission(db: SubmissionsDb, submission: NewSubmission, now: Date) {
  const rows = submissionRows(submission, now)
  await durableTransaction(db, async (trx) => {
    await trx.insertInto('submissions').values(rows.submission).execute()
    if (rows.deliveries.length) await trx.insertInto('deliveries').values(rows.deliveries).execute()
    const totals = new DayTotalsTally()
    totals.addStored(rows.submission, rows.deliveries)
    await totals.addTo(trx)
  })
  return rows.id
}

export async function findSubmission(db: SubmissionsDb, id: string): Promise<StoredSubmission | undefined> {
  const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const deliveries = await db
    .selectFrom('deliveries')
    .selectAll()
    .where('submission_id', '=', id)
    .orderBy('target')
    .execute()
  return {
    id: row.id,
    site: row.site,
    formKind: row.form_kind,
    payload: JSON.parse(row.payload),
    createdAt: row.created_at,
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      target: delivery.target,
      status: delivery.status,
      attempts: Number(delivery.attempts),
      nextAttemptAt: delivery.next_attempt_at,
      lastError: delivery.last_error,
      deliveredAt: delivery.delivered_at,
    })),
  }
}
