import { randomUUID } from 'node:crypto'
import type { Updateable } from 'kysely'
import { isPostgres, type SubmissionsDb } from './database'
import type { DeliveriesTable } from './schema'
import { storableError } from './storableError'

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
  now?: () => Date
}

/**
 * What a drain did with each delivery it claimed; `takenOver` counts rows whose lease lapsed
 * while this worker held them, so another worker settled them and this one left them alone.
 */
export type DrainOutcomes = { delivered: number; retry: number; failed: number; takenOver: number }

type Outcome = keyof DrainOutcomes

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
    now = () => new Date(),
  } = options

  /**
   * Reserves the next due delivery atomically, under a token of its own: two workers never get
   * the same row. One row at a time, so a lease starts when its delivery does and cannot lapse
   * while earlier rows are being delivered.
   */
  async function claim() {
    const at = now()
    const current = at.toISOString()
    const leaseToken = randomUUID()
    const due = db
      .selectFrom('deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', current)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', current)]))
      .orderBy('next_attempt_at')
      .limit(1)
    const claimed = await db
      .updateTable('deliveries')
      .set({ locked_until: new Date(at.getTime() + leaseMs).toISOString(), lease_token: leaseToken })
      .where('id', 'in', isPostgres(db) ? due.forUpdate().skipLocked() : due)
      .returning(['id', 'submission_id', 'target', 'attempts'])
      .executeTakeFirst()
    return claimed && { ...claimed, attempts: Number(claimed.attempts), leaseToken }
  }

  type Claimed = NonNullable<Awaited<ReturnType<typeof claim>>>

  /** What the upstream gets. A submission that cannot be read fails like an upstream error. */
  async function attemptFor(claimed: Claimed): Promise<DeliveryAttempt> {
    const submission = await db
      .selectFrom('submissions')
      .select(['id', 'site', 'form_kind', 'payload', 'purged_at'])
      .where('id', '=', claimed.submission_id)
      .executeTakeFirst()
    if (!submission) throw new Error(`Submission ${claimed.submission_id} is missing`)
    if (submission.purged_at) throw new Error(`Submission ${submission.id} was purged`)
    return {
      deliveryId: claimed.id,
      submissionId: submission.id,
      site: submission.site,
      formKind: submission.form_kind,
      target: claimed.target,
      payload: JSON.parse(submission.payload),
    }
  }

  /**
   * Ends the claim with the row's new state. It changes nothing when another worker has claimed
   * the row since (this lease lapsed): that worker's outcome stands.
   */
  async function settle(claimed: Claimed, changes: Updateable<DeliveriesTable>): Promise<boolean> {
    const { numUpdatedRows } = await db
      .updateTable('deliveries')
      .set({ ...changes, locked_until: null, lease_token: null })
      .where('id', '=', claimed.id)
      .where('lease_token', '=', claimed.leaseToken)
      .executeTakeFirst()
    return Number(numUpdatedRows) > 0
  }

  async function attempt(claimed: Claimed): Promise<Outcome> {
    const attempts = claimed.attempts + 1
    try {
      await deliver(await attemptFor(claimed))
    } catch (error) {
      const failed = attempts >= maxAttempts
      const next = new Date(now().getTime() + retryDelayMs(attempts, baseDelayMs, maxDelayMs))
      const settled = await settle(claimed, {
        status: failed ? 'failed' : 'pending',
        attempts,
        next_attempt_at: next.toISOString(),
        last_error: storableError(error),
      })
      if (!settled) return 'takenOver'
      return failed ? 'failed' : 'retry'
    }
    const settled = await settle(claimed, {
      status: 'delivered',
      attempts,
      delivered_at: now().toISOString(),
      last_error: null,
    })
    return settled ? 'delivered' : 'takenOver'
  }

  /** Delivers everything due now, one row after another; returns what happened to each. */
  async function drain(): Promise<DrainOutcomes> {
    const outcomes = { delivered: 0, retry: 0, failed: 0, takenOver: 0 }
    for (let claimed = await claim(); claimed; claimed = await claim()) {
      outcomes[await attempt(claimed)] += 1
    }
    return outcomes
  }

  return { claim, drain }
}
