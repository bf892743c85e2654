import { submissionsDb } from './database'
import { deliver } from './deliveryTargets'
import { createOutbox } from './outbox'

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
    // Longer than an upstream call may take (10 s), so a slow delivery is never claimed twice;
    // a worker that died mid-delivery leaves its rows to others once it runs out.
    leaseMs: milliseconds(env.OUTBOX_LEASE_MS, 60_000),
  })
}

type Worker = { kick: () => Promise<void>; stop: () => void }

// Instrumentation and API routes are separate bundles: the worker is shared through globalThis.
const registry = globalThis as typeof globalThis & { __outboxWorker?: Worker }

/** Drains the outbox every OUTBOX_POLL_MS (5 s) in a long-running server. */
export function startOutboxWorker(env: Env = process.env): Worker {
  if (registry.__outboxWorker) return registry.__outboxWorker
  let draining: Promise<void> | undefined
  const kick = () => {
    draining ??= processOutbox(env)
      .then((outbox) => outbox.drain())
      .then(() => undefined)
      .catch((error: unknown) => console.error('Outbox drain failed', error))
      .finally(() => {
        draining = undefined
      })
    return draining
  }
  const timer = setInterval(kick, milliseconds(env.OUTBOX_POLL_MS, 5000))
  timer.unref()
  void kick()
  registry.__outboxWorker = { kick, stop: () => clearInterval(timer) }
  return registry.__outboxWorker
}

/** Asks the running worker (if any) to deliver now rather than at its next tick. */
export function kickOutbox(): void {
  void registry.__outboxWorker?.kick()
}
