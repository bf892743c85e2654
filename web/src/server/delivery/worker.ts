import { submissionsDb } from '@/server/submissions/database'
import { deliver } from './deliveryTargets'
import { createOutbox } from '@/server/submissions/outbox'
import { setOutboxKick } from '@/server/submissions/outboxSignal'
import { purgeDeliveredPayloads, retentionDays } from '@/server/submissions/retention'

type Env = Record<string, string | undefined>

function milliseconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

/** The outbox of this process, with retry timing from the environment (tests shorten it). */
export async function processOutbox(env: Env = process.env) {
  return createOutbox(await submissionsDb(), {
    deliver,
    baseDelayMs: milliseconds(env.OUTBOX_BASE_DELAY_MS, 10_000),
    maxAttempts: milliseconds(env.OUTBOX_MAX_ATTEMPTS, 10),
    // Each row is claimed as its delivery starts, and the lease outlasts an upstream call (10 s):
    // a slow delivery is never claimed twice; a worker that died mid-delivery leaves its row to
    // others once the lease runs out.
    leaseMs: milliseconds(env.OUTBOX_LEASE_MS, 60_000),
  })
}

/** Purges the payloads of submissions delivered longer ago than SUBMISSION_RETENTION_DAYS. */
export async function purgeExpiredPayloads(env: Env = process.env): Promise<number> {
  return purgeDeliveredPayloads(await submissionsDb(), { retentionDays: retentionDays(env) })
}

// Retention is counted in days: purging hourly keeps a payload at most an hour past its period.
const PURGE_EVERY_MS = 60 * 60_000

type Worker = { kick: () => Promise<void>; stop: () => void }

// One worker per process, even when instrumentation and API routes load this module apart.
const registry = globalThis as typeof globalThis & { __outboxWorker?: Worker }

/**
 * Drains the outbox every OUTBOX_POLL_MS (5 s) in a long-running server, and purges expired
 * payloads when it starts and then at most once an hour.
 */
export function startOutboxWorker(env: Env = process.env): Worker {
  if (registry.__outboxWorker) return registry.__outboxWorker
  let draining: Promise<void> | undefined
  let lastPurge = -Infinity
  const purgeIfDue = async () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return
    lastPurge = Date.now()
    await purgeExpiredPayloads(env).catch((error: unknown) => console.error('Retention purge failed', error))
  }
  const kick = () => {
    draining ??= processOutbox(env)
      .then((outbox) => outbox.drain())
      .then(() => undefined)
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
