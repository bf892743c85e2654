import { randomUUID } from 'node:crypto'
import { durableTransaction, type SubmissionsDb } from './database'
import type { DeliveryStatus } from './schema'

export type NewSubmission = {
  site: string
  formKind: string
  payload: unknown
  /** The upstreams this submission goes to, each delivered (and retried) on its own. */
  targets: string[]
  /** The client's key for this attempt: storing the same key again returns the first id. */
  idempotencyKey?: string
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

/** The submission stored under a client's idempotency key, if any. */
export async function submissionIdForKey(
  db: SubmissionsDb,
  scope: { site: string; formKind: string; idempotencyKey: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('submissions')
    .select('id')
    .where('site', '=', scope.site)
    .where('form_kind', '=', scope.formKind)
    .where('idempotency_key', '=', scope.idempotencyKey)
    .executeTakeFirst()
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
    // Two posts with one key at once: the unique index lets one in; the other gets its id.
    const first = idempotencyKey ? await submissionIdForKey(db, { ...submission, idempotencyKey }) : undefined
    if (first) return first
    throw error
  }
}

async function insertSubmission(db: SubmissionsDb, submission: NewSubmission, now: Date) {
  const id = randomUUID()
  const createdAt = now.toISOString()
  await durableTransaction(db, async (trx) => {
    await trx
      .insertInto('submissions')
      .values({
        id,
        site: submission.site,
        form_kind: submission.formKind,
        payload: JSON.stringify(submission.payload),
        created_at: createdAt,
        idempotency_key: submission.idempotencyKey ?? null,
      })
      .execute()
    if (submission.targets.length === 0) return
    await trx
      .insertInto('deliveries')
      .values(
        submission.targets.map((target) => ({
          id: randomUUID(),
          submission_id: id,
          target,
          status: 'pending' as const,
          next_attempt_at: createdAt,
          retry_since: createdAt,
          locked_until: null,
          last_error: null,
          delivered_at: null,
        })),
      )
      .execute()
  })
  return id
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
