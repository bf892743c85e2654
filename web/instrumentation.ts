/**
 * Runs once when a server starts (`next start`, `next dev`, a Vercel function): stops it if its
 * settings are incomplete, starts the outbox worker, and loads the embedded content.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // `next build` runs in production mode without upstreams, and must: Next 16 does not call
  // register() during a build, and this keeps it so should that change.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { checkServerSettings } = await import('@/server/serverSettings')
  checkServerSettings()
  const { startOutboxWorker } = await import('@/server/delivery/worker')
  startOutboxWorker()
  const { preloadContent } = await import('@/server/content/source')
  await preloadContent()
}
