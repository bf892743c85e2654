import type { Page } from '@playwright/test'

/**
 * Collects the text of every script the page loads from now on, so a test can tell whether a
 * block's code came with it (by a style only that block's chunk carries). Call before `goto`.
 */
export function collectScripts(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text())
  })
  return async () => (await Promise.all(bodies)).join('\n')
}
