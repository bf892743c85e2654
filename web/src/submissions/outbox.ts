import { isPostgres, type SubmissionsDb } from './database'

/**
 * The outbox: delivers each pending delivery to its upstream, retrying with exponential backoff
 * until it is delivered or runs out of attempts (then it is marked failed and kept).
 */
export type DeliveryAttempt = {
  deliveryId: string
  submissionId: string
  site: string
  formKind: string
  target: string
  payload: unknown
}

/** Sends one delivery; resolves when the upstream accepted it, rejects with the reason otherwise. */
export type Deliver = (attempt: DeliveryAttempt) => Promise<void>

export type OutboxOptions = {
  deliver: Deliver
  baseDelayMs?: number
  maxDelayMs?: number
  maxAttempts?: number
  /** How long a claimed delivery stays reserved for the worker that claimed it. */
  leaseMs?: number
  batchSize?: number
  now?: () => Date
}

export function retryDelayMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), maxDelayMs)
}

export function createOutbox(db: SubmissionsDb, options: OutboxOptions) {
  const {
    deliver,
    baseDelayMs = 10_000,
    maxDelayMs = 60 * 60_000,
    maxAttempts = 10,
    leaseMs = 60_000,
    batchSize = 10,
    now = () => new Date(),
  } = options

  /** Reserves due deliveries atomically: two workers never get the same row. */
  async function claim() {
    const at = now()
    const current = at.toISOString()
    const due = db
      .selectFrom('deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', current)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', current)]))
      .orderBy('next_attempt_at')
      .limit(batchSize)
    return db
      .updateTable('deliveries')
      .set({ locked_until: new Date(at.getTime() + leaseMs).toISOString() })
      .where('id', 'in', isPostgres(db) ? due.forUpdate().skipLocked() : due)
      .returning(['id', 'submission_id', 'target', 'attempts'])
      .execute()
  }

  async function attempt(delivery: Awaited<ReturnType<typeof claim>>[number]) {
    const submission = await db
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', delivery.submission_id)
      .executeTakeFirstOrThrow()
    const attempts = Number(delivery.attempts) + 1
    try {
      await deliver({
        deliveryId: delivery.id,
        submissionId: submission.id,
        site: submission.site,
        formKind: submission.form_kind,
        target: delivery.target,
        payload: JSON.parse(submission.payload),
      })
      await db
        .updateTable('deliveries')
        .set({
          status: 'delivered',
          attempts,
          delivered_at: now().toISOString(),
          locked_until: null,
          last_error: null,
        })
        .where('id', '=', delivery.id)
        .execute()
      return 'delivered' as const
    } catch (error) {
      const failed = attempts >= maxAttempts
      const next = new Date(now().getTime() + retryDelayMs(attempts, baseDelayMs, maxDelayMs))
      await db
        .updateTable('deliveries')
        .set({
          status: failed ? 'failed' : 'pending',
          attempts,
          next_attempt_at: next.toISOString(),
          locked_until: null,
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
        })
        .where('id', '=', delivery.id)
        .execute()
      return failed ? ('failed' as const) : ('retry' as const)
    }
  }

  /** Delivers everything due now; returns what happened to each claimed delivery. */
  async function drain() {
    const outcomes = { delivered: 0, retry: 0, failed: 0 }
    for (let claimed = await claim(); claimed.length > 0; claimed = await claim()) {
      for (const delivery of claimed) outcomes[await attempt(delivery)] += 1
    }
    return outcomes
  }

  return { claim, drain }
}
