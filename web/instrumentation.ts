/** Starts the outbox worker in a long-running server (`next start`, `next dev`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startOutboxWorker } = await import('./src/submissions/worker')
  startOutboxWorker()
}
