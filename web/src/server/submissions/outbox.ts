import { randomUUID } from 'node:crypto'
import type { ExpressionBuilder, Updateable } from 'kysely'
import { isPostgres, type SubmissionsDb } from './database'
import { recordDeliveryEvent, type DeliveryEvent } from './deliveryHistory'
import { lockedSubmissions, moveStatusTotals } from './statusTotals'
import type { DeliveriesTable, SubmissionsDatabase, SubmissionsTable } from './schema'
import { storableError } from './storableError'

/**
 * The outbox: delivers each pending delivery to its upstream, retrying with exponential backoff
 * (capped) until it is delivered or its retry period is over: a back-office outage of hours or a
 * weekend is waited out. Only then is it marked failed, logged, and kept for someone to requeue
 * (requeue.ts).
 */
export type DeliveryAttempt = {
  deliveryId: string
  submissionId: string
  site: string
  formKind: string
  target: string
  payload: unknown
  /** When the submission was stored (ISO): the moment its values are judged at. */
  receivedAt: string
}

/**
 * Sends one delivery; resolves when the upstream accepted it, rejects with the reason otherwise.
 * An UndeliverablePayload is a reason no retry can change: the delivery fails at once.
 */
export type Deliver = (attempt: DeliveryAttempt) => Promise<void>

/**
 * A stored payload the delivery cannot be made from (it no longer fits its form, say): nothing
 * is sent, and the delivery is marked failed at its first attempt, logged and alerted like any
 * failure, rather than retried for days.
 */
export class UndeliverablePayload extends Error {
  override name = 'UndeliverablePayload'
}

/** A delivery that was just marked failed: its retry period is over. */
export type FailedDeliveryEvent = {
  deliveryId: string
  submissionId: string
  target: string
  lastError: string
  failedAt: string
}

export type OutboxOptions = {
  deliver: Deliver
  /** Told once per delivery marked failed (the failure alert); its own failure is only logged. */
  onFailed?: (failed: FailedDeliveryEvent) => Promise<unknown>
  baseDelayMs?: number
  maxDelayMs?: number
  /** How long a delivery is retried, from its submission (or its requeue), before it fails. */
  giveUpAfterMs?: number
  /** How long a claimed delivery stays reserved for the worker that claimed it. */
  leaseMs?: number
  /**
   * How many deliveries one drain has under way at once (1 by default): each claims its own row,
   * so a backlog drains as fast as the upstreams answer, not one round trip after another.
   */
  concurrency?: number
  now?: () => Date
}

/**
 * What a drain did with each delivery it claimed; `takenOver` counts rows whose lease lapsed
 * while this worker held them, so another worker settled them and this one left them alone.
 */
export type DrainOutcomes = { delivered: number; retry: number; failed: number; takenOver: number }

type Outcome = keyof DrainOutcomes

/** The longest wait between two attempts: a back office that is up again is used within it. */
export const DEFAULT_MAX_DELAY_MS = 15 * 60_000
/** How long a delivery is retried before it is marked failed: OUTBOX_GIVE_UP_AFTER. */
export const DEFAULT_GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000

/** How many deliveries one server's outbox has under way at once: OUTBOX_CONCURRENCY. */
export const DEFAULT_CONCURRENCY = 8

export function retryDelayMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), maxDelayMs)
}

export function createOutbox(db: SubmissionsDb, options: OutboxOptions) {
  const {
    deliver,
    onFailed,
    baseDelayMs = 10_000,
    maxDelayMs = DEFAULT_MAX_DELAY_MS,
    giveUpAfterMs = DEFAULT_GIVE_UP_AFTER_MS,
    leaseMs = 60_000,
    concurrency = 1,
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
    // What the attempt sends is read with the claim, one round trip less a delivery.
    const ofSubmission = <Column extends 'site' | 'form_kind' | 'payload' | 'purged_at' | 'created_at'>(
      eb: ExpressionBuilder<SubmissionsDatabase, 'deliveries'>,
      column: Column,
    ) =>
      eb
        .selectFrom('submissions')
        .select(column)
        .whereRef('submissions.id', '=', 'deliveries.submission_id')
        .$castTo<SubmissionsTable[Column] | null>()
        .as(`submission_${column}` as const)
    const claimed = await db
      .updateTable('deliveries')
      .set({ locked_until: new Date(at.getTime() + leaseMs).toISOString(), lease_token: leaseToken })
      .where('id', 'in', isPostgres(db) ? due.forUpdate().skipLocked() : due)
      .returning((eb) => [
        'id',
        'submission_id',
        'target',
        'attempts',
        'retry_since',
        ofSubmission(eb, 'site'),
        ofSubmission(eb, 'form_kind'),
        ofSubmission(eb, 'payload'),
        ofSubmission(eb, 'purged_at'),
        ofSubmission(eb, 'created_at'),
      ])
      .executeTakeFirst()
    return claimed && { ...claimed, attempts: Number(claimed.attempts), leaseToken }
  }

  type Claimed = NonNullable<Awaited<ReturnType<typeof claim>>>

  /** What the upstream gets. A submission that cannot be read fails like an upstream error. */
  function attemptFor(claimed: Claimed): DeliveryAttempt {
    const { submission_site: site, submission_form_kind: formKind, submission_payload: payload } = claimed
    const { submission_created_at: receivedAt } = claimed
    if (site === null || formKind === null || payload === null || receivedAt === null)
      throw new Error(`Submission ${claimed.submission_id} is missing`)
    if (claimed.submission_purged_at) throw new Error(`Submission ${claimed.submission_id} was purged`)
    return {
      deliveryId: claimed.id,
      submissionId: claimed.submission_id,
      site,
      formKind,
      target: claimed.target,
      payload: JSON.parse(payload),
      receivedAt,
    }
  }

  /**
   * Ends the claim with the row's new state, and adds the try to the delivery's history in the
   * same transaction. It changes and records nothing when another worker has claimed the row
   * since (this lease lapsed): that worker's outcome stands.
   */
  async function settle(
    claimed: Claimed,
    changes: Updateable<DeliveriesTable>,
    tried: Pick<DeliveryEvent, 'at' | 'outcome' | 'attempt' | 'error'>,
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const { numUpdatedRows } = await trx
        .updateTable('deliveries')
        .set({ ...changes, locked_until: null, lease_token: null })
        .where('id', '=', claimed.id)
        .where('lease_token', '=', claimed.leaseToken)
        .where('submission_id', 'in', lockedSubmissions(trx, [claimed.submission_id]))
        .executeTakeFirst()
      if (Number(numUpdatedRows) === 0) return false
      await recordDeliveryEvent(trx, { deliveryId: claimed.id, ...tried })
      // Last: a day's totals are every worker's to add to, and each holds them till it commits.
      if (changes.status)
        await moveStatusTotals(trx, [
          { submissionId: claimed.submission_id, from: 'pending', to: changes.status },
        ])
      return true
    })
  }

  /** Whether the delivery's retry period is over: then a failure is final. */
  function periodOver(claimed: Claimed, at: Date): boolean {
    const since = Date.parse(claimed.retry_since ?? '')
    return Number.isFinite(since) && at.getTime() - since >= giveUpAfterMs
  }

  /** A row written without its period's start (by hand, say) starts it at its first failure. */
  const periodStart = (claimed: Claimed, at: Date) => claimed.retry_since ?? at.toISOString()

  async function attempt(claimed: Claimed): Promise<Outcome> {
    const attempts = claimed.attempts + 1
    let sent: DeliveryAttempt | undefined
    try {
      sent = attemptFor(claimed)
      await deliver(sent)
    } catch (error) {
      const at = now()
      const failed = error instanceof UndeliverablePayload || periodOver(claimed, at)
      const next = new Date(at.getTime() + retryDelayMs(attempts, baseDelayMs, maxDelayMs))
      const lastError = storableError(error)
      const settled = await settle(
        claimed,
        {
          status: failed ? 'failed' : 'pending',
          attempts,
          next_attempt_at: next.toISOString(),
          last_error: lastError,
          retry_since: periodStart(claimed, at),
        },
        { at: at.toISOString(), outcome: failed ? 'failed' : 'retry', attempt: attempts, error: lastError },
      )
      if (!settled) return 'takenOver'
      if (!failed) return 'retry'
      logFailed(claimed, sent, attempts, lastError)
      await onFailed?.({
        deliveryId: claimed.id,
        submissionId: claimed.submission_id,
        target: claimed.target,
        lastError,
        failedAt: at.toISOString(),
      }).catch((error: unknown) =>
        console.error(`Outbox: could not record the failure of ${claimed.id}`, error),
      )
      return 'failed'
    }
    const deliveredAt = now().toISOString()
    const settled = await settle(
      claimed,
      { status: 'delivered', attempts, delivered_at: deliveredAt, last_error: null },
      { at: deliveredAt, outcome: 'delivered', attempt: attempts, error: null },
    )
    return settled ? 'delivered' : 'takenOver'
  }

  /** One line a failed delivery, for whoever watches the logs: what, where, and why. */
  function logFailed(claimed: Claimed, sent: DeliveryAttempt | undefined, attempts: number, error: string) {
    const form = sent ? `${sent.formKind} form on ${sent.site}` : `submission ${claimed.submission_id}`
    console.error(
      `Outbox: delivery ${claimed.id} (${form}) to ${claimed.target} failed after ${attempts} attempts ` +
        `since ${claimed.retry_since ?? 'its first failure'}; kept for npm run outbox:requeue. Last error: ${error}`,
    )
  }

  /** How many deliveries have failed and wait for someone to act. */
  async function failedCount(): Promise<number> {
    const row = await db
      .selectFrom('deliveries')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', '=', 'failed')
      .executeTakeFirst()
    return Number(row?.count ?? 0)
  }

  /**
   * Delivers everything due now, `concurrency` rows at a time, each lane claiming its next row as
   * it finishes one; returns what happened to each.
   */
  async function drain(): Promise<DrainOutcomes> {
    const outcomes = { delivered: 0, retry: 0, failed: 0, takenOver: 0 }
    const lane = async () => {
      for (let claimed = await claim(); claimed; claimed = await claim()) {
        outcomes[await attempt(claimed)] += 1
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane))
    return outcomes
  }

  return { claim, drain, failedCount }
}
