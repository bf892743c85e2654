type Kick = () => Promise<void>

// Instrumentation and API routes are separate bundles: the worker is found through globalThis.
const registry = globalThis as typeof globalThis & { __outboxWorkerKick?: Kick }

/** Called by the process's outbox worker (server/delivery/worker.ts) as it starts and stops. */
export function setOutboxKick(kick: Kick | undefined): void {
  registry.__outboxWorkerKick = kick
}

/** Asks the running worker (if any) to deliver now rather than at its next tick. */
export function kickOutbox(): void {
  void registry.__outboxWorkerKick?.()
}
