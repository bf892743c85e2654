import type { SubmissionsDb } from './database'
import { recordDeliveryEvent } from './deliveryHistory'
import { lockedSubmissions, moveStatusTotals } from './statusTotals'

/** Which failed deliveries to send again; every given criterion must hold. */
export type RequeueFilter = {
  /** A delivery's id (its idempotency key) or its submission's id. */
  id?: string
  form?: string
  site?: string
  /** Submissions stored at or after / before these ISO times. */
  from?: string
  to?: string
}

export type FailedDelivery = {
  id: string
  submissionId: string
  site: string
  form: string
  target: string
  createdAt: string
  attempts: number
  lastError: string | null
}

function failedMatching(db: SubmissionsDb, filter: RequeueFilter) {
  let query = db
    .selectFrom('deliveries')
    .innerJoin('submissions', 'submissions.id', 'deliveries.submission_id')
    .where('deliveries.status', '=', 'failed')
  const { id, form, site, from, to } = filter
  if (id) query = query.where((eb) => eb.or([eb('deliveries.id', '=', id), eb('submissions.id', '=', id)]))
  if (form) query = query.where('submissions.form_kind', '=', form)
  if (site) query = query.where('submissions.site', '=', site)
  if (from) query = query.where('submissions.created_at', '>=', from)
  if (to) query = query.where('submissions.created_at', '<', to)
  return query
}

/** The failed deliveries a requeue with this filter would send again, oldest first. */
export async function failedDeliveries(db: SubmissionsDb, filter: RequeueFilter): Promise<FailedDelivery[]> {
  const rows = await failedMatching(db, filter)
    .select([
      'deliveries.id as id',
      'deliveries.submission_id as submissionId',
      'submissions.site as site',
      'submissions.form_kind as form',
      'deliveries.target as target',
      'submissions.created_at as createdAt',
      'deliveries.attempts as attempts',
      'deliveries.last_error as lastError',
    ])
    .orderBy('submissions.created_at')
    .execute()
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }))
}

/**
 * Makes failed deliveries pending again, due now, with a new retry period: the outbox sends each
 * once more under its own id, the idempotency key the upstream saw before, so a back office that
 * did receive an earlier try recognises the repeat. Each requeue is an entry of its delivery's
 * history (deliveryHistory.ts), written with it. Returns how many it requeued.
 */
export async function requeueFailed(
  db: SubmissionsDb,
  filter: RequeueFilter,
  now = new Date(),
): Promise<number> {
  const failed = await failedDeliveries(db, filter)
  if (failed.length === 0) return 0
  const ids = failed.map(({ id }) => id)
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    // Only the rows still failed now: another requeue may have taken some meanwhile.
    const requeued = await trx
      .updateTable('deliveries')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        retry_since: at,
        locked_until: null,
        lease_token: null,
      })
      .where('id', 'in', ids)
      .where('status', '=', 'failed')
      .where(
        'submission_id',
        'in',
        lockedSubmissions(trx, [...new Set(failed.map(({ submissionId }) => submissionId))]),
      )
      .returning(['id', 'submission_id'])
      .execute()
    await moveStatusTotals(
      trx,
      requeued.map(({ submission_id }) => ({ submissionId: submission_id, from: 'failed', to: 'pending' })),
    )
    for (const { id } of requeued) {
      await recordDeliveryEvent(trx, { deliveryId: id, at, outcome: 'requeued', attempt: null, error: null })
    }
    return requeued.length
  })
}
