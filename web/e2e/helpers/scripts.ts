import type { Page } from '@playwright/test'

const QUIET_MS = 500
const SETTLE_LIMIT_MS = 10_000

/**
 * Collects the text of every script the page loads from now on, so a test can tell whether a
 * block's code came with it (by a style only that block's chunk carries). Call before `goto`.
 *
 * The returned function settles first: it waits until no script has been requested or
 * answered for half a second. `waitForLoadState('networkidle')` cannot do that after a
 * scroll, because it returns at once once the page has been idle, while a scroll may start
 * loading a lazy block's code. A body that can no longer be read (the page went away) counts
 * as empty, so a late answer never fails the test after its last check.
 */
export function collectScripts(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = []
  let inFlight = 0
  let lastActivity = Date.now()
  const isScript = (resourceType: string) => resourceType === 'script'
  page.on('request', (request) => {
    if (!isScript(request.resourceType())) return
    inFlight += 1
    lastActivity = Date.now()
  })
  const settle = () => {
    inFlight -= 1
    lastActivity = Date.now()
  }
  page.on('requestfinished', (request) => isScript(request.resourceType()) && settle())
  page.on('requestfailed', (request) => isScript(request.resourceType()) && settle())
  page.on('response', (response) => {
    if (isScript(response.request().resourceType()) && response.ok())
      bodies.push(response.text().catch(() => ''))
  })
  return async () => {
    const giveUpAt = Date.now() + SETTLE_LIMIT_MS
    while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < giveUpAt)
      await page.waitForTimeout(100)
    return (await Promise.all(bodies)).join('\n')
  }
}
