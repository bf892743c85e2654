import { expect, type Page } from '@playwright/test'
import { isHydrated } from './layoutShifts'

/**
 * Collects the text of every script the page loads from now on, so a test can tell whether a
 * block's code came with it (by a style only that block's chunk carries). Call before `goto`.
 *
 * The returned function waits for two conditions first, however slow the machine: the page has
 * hydrated (its chunks, added after the first paint, have all run), and every script asked for
 * so far has been answered. Code that comes later by itself (an island hydrating as it comes into
 * view) may still be on its way: a test that expects code waits for it with
 * `await expect.poll(loaded).toContain(code)`; one that expects none checks `loaded()` at once.
 * A body that can no longer be read (the page went away) counts as empty.
 */
export function collectScripts(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = []
  let inFlight = 0
  const isScript = (resourceType: string) => resourceType === 'script'
  page.on('request', (request) => {
    if (isScript(request.resourceType())) inFlight += 1
  })
  page.on('requestfinished', (request) => {
    if (isScript(request.resourceType())) inFlight -= 1
  })
  page.on('requestfailed', (request) => {
    if (isScript(request.resourceType())) inFlight -= 1
  })
  page.on('response', (response) => {
    if (isScript(response.request().resourceType()) && response.ok())
      bodies.push(response.text().catch(() => ''))
  })
  return async () => {
    await pageHydrated(page)
    await expect.poll(() => inFlight, { message: 'every script asked for is answered' }).toBe(0)
    return (await Promise.all(bodies)).join('\n')
  }
}

/** Waits until React has hydrated the page: its shell, the first element of `#__next`. */
export async function pageHydrated(page: Page): Promise<void> {
  const shell = page.locator('#__next > *').first()
  await expect.poll(() => isHydrated(shell), { message: 'the page has hydrated' }).toBe(true)
}
