import { submissionsDb } from '@/server/submissions/database'
import { deliver } from './deliveryTargets'
import {
  createOutbox,
  DEFAULT_CONCURRENCY,
  DEFAULT_GIVE_UP_AFTER_MS,
  DEFAULT_MAX_DELAY_MS,
} from '@/server/submissions/outbox'
import { setOutboxKick } from '@/server/submissions/outboxSignal'
import {
  purgeDeliveredPayloads,
  removeExpiredRows,
  retentionDays,
  rowRetentionDays,
} from '@/server/submissions/retention'
import { purgeExpiredLimits } from '@/server/submissions/rateLimit'
import { purgeUnreferencedUploads } from '@/server/uploads/purgeUploads'
import { recordFailure } from '@/server/mail/failureAlerts'
import { fetchContent } from '@/server/content/source'
import { operationsEmailQuery } from '@/content/queries'

type Env = Record<string, string | undefined>

function milliseconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

/** A whole number of at least 1, or the fallback. */
function count(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }

/** A duration written `3d`, `36h`, `90m`, `45s` or `1500ms` (or bare milliseconds). */
export function duration(value: string | undefined, fallback: number): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/.exec(value ?? '')
  if (!match) return fallback
  const ms = Number(match[1]) * UNIT_MS[match[2] ?? 'ms']!
  return ms > 0 ? ms : fallback
}

/** How long a failure alert collects failures before it is sent: FAILURE_ALERT_WINDOW. */
const DEFAULT_ALERT_WINDOW_MS = 15 * 60_000

/** The outbox of this process, with retry timing from the environment (tests shorten it). */
export async function processOutbox(env: Env = process.env) {
  const db = await submissionsDb()
  return createOutbox(db, {
    deliver,
    // A delivery failed for good: its brand's operations address gets a digest (one per window).
    onFailed: (failed) =>
      recordFailure(db, failed, {
        operationsEmailOf: (brand) => fetchContent(operationsEmailQuery, { brand }),
        windowMs: duration(env.FAILURE_ALERT_WINDOW, DEFAULT_ALERT_WINDOW_MS),
        studioUrl: env.SANITY_STUDIO_URL,
      }),
    baseDelayMs: milliseconds(env.OUTBOX_BASE_DELAY_MS, 10_000),
    maxDelayMs: milliseconds(env.OUTBOX_MAX_DELAY_MS, DEFAULT_MAX_DELAY_MS),
    giveUpAfterMs: duration(env.OUTBOX_GIVE_UP_AFTER, DEFAULT_GIVE_UP_AFTER_MS),
    // Each row is claimed as its delivery starts, and the lease outlasts an upstream call (10 s):
    // a slow delivery is never claimed twice; a worker that died mid-delivery leaves its row to
    // others once the lease runs out.
    leaseMs: milliseconds(env.OUTBOX_LEASE_MS, 60_000),
    // A backlog (the back office back after a weekend away) drains as fast as the upstreams answer:
    // with 8 under way, 100,000 deliveries to one answering in 100 ms take about 20 minutes, not
    // nearly 3 hours one after another (docs/performance.md, "Scale: the outbox").
    concurrency: count(env.OUTBOX_CONCURRENCY, DEFAULT_CONCURRENCY),
  })
}

/**
 * Purges the payloads of submissions delivered longer ago than SUBMISSION_RETENTION_DAYS, and
 * removes the rows of those stored longer ago than SUBMISSION_ROW_RETENTION_DAYS; then the
 * uploads no kept payload names (older than half an hour): the CVs of the submissions just purged go
 * too; and the rate limits whose time is over.
 */
export async function purgeExpiredPayloads(env: Env = process.env): Promise<number> {
  const db = await submissionsDb()
  const purged = await purgeDeliveredPayloads(db, { retentionDays: retentionDays(env) })
  await removeExpiredRows(db, { rowRetentionDays: rowRetentionDays(env) })
  await purgeUnreferencedUploads(db)
  await purgeExpiredLimits(db)
  return purged
}

// Retention is counted in days; an upload no submission claims waits half an hour
// (purgeUploads.ts): purging every quarter hour removes it within the hour.
const PURGE_EVERY_MS = 15 * 60_000

type Worker = { kick: () => Promise<void>; stop: () => void }

// One worker per process, even when instrumentation and API routes load this module apart.
const registry = globalThis as typeof globalThis & { __outboxWorker?: Worker }

/**
 * Drains the outbox every OUTBOX_POLL_MS (5 s) in a long-running server, and purges expired
 * payloads when it starts and then every quarter of an hour.
 */
export function startOutboxWorker(env: Env = process.env): Worker {
  if (registry.__outboxWorker) return registry.__outboxWorker
  let draining: Promise<void> | undefined
  let lastPurge = -Infinity
  let reportedFailed = 0
  /** Says how many deliveries have failed whenever that number changes (not at every poll). */
  const reportFailed = async (outbox: Awaited<ReturnType<typeof processOutbox>>) => {
    const failed = await outbox.failedCount()
    if (failed !== reportedFailed && failed > 0)
      console.error(`Outbox: ${failed} failed deliveries wait for someone to act (npm run outbox:requeue)`)
    reportedFailed = failed
  }
  const purgeIfDue = async () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return
    lastPurge = Date.now()
    await purgeExpiredPayloads(env).catch((error: unknown) => console.error('Retention purge failed', error))
  }
  const kick = () => {
    draining ??= processOutbox(env)
      .then(async (outbox) => {
        await outbox.drain()
        await reportFailed(outbox)
      })
      .catch((error: unknown) => console.error('Outbox drain failed', error))
      .then(purgeIfDue)
      .finally(() => {
        draining = undefined
      })
    return draining
  }
  const timer = setInterval(kick, milliseconds(env.OUTBOX_POLL_MS, 5000))
  timer.unref()
  void kick()
  const worker = {
    kick,
    stop: () => {
      clearInterval(timer)
      if (registry.__outboxWorker !== worker) return
      registry.__outboxWorker = undefined
      setOutboxKick(undefined)
    },
  }
  registry.__outboxWorker = worker
  setOutboxKick(kick)
  return worker
}
