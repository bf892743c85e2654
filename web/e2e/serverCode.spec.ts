import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { collectScripts } from './helpers/scripts'
import { siteUrl } from './helpers/server'

// Written by the browser build (web/next.config.ts, NoServerCodeInBrowser): every module of ours
// that went into the JavaScript browsers load.
const browserModules: string[] = JSON.parse(
  readFileSync(path.join(__dirname, '..', '.next', 'browser-modules.json'), 'utf8'),
)

test('no server-only module is in the browser build', () => {
  // The list is the real one: the forms and the hydration code are in it.
  expect(browserModules).toContain('src/forms/cms/CmsForm.tsx')
  expect(browserModules).toContain('src/hydration/HydrateOnInteraction.tsx')
  expect(browserModules.filter((module) => module.startsWith('src/server/'))).toEqual([])
})

test('the page query stays on the server: no page loads the blocks’ GROQ projections', async ({ page }) => {
  // Each block.ts exports its projection beside its declaration; the registry the browser loads
  // imports the declaration alone (web/src/blocks/defineBlock.ts).
  const loaded = collectScripts(page)
  const bodies: string[] = []
  for (const [site, pathname] of [
    ['tours', '/'],
    ['tours', '/tailor-made'],
    ['cruises', '/contact-us'],
  ] as const) {
    await page.goto(siteUrl(site, pathname))
    // Every body is read before the page goes away (it cannot be read after).
    bodies.push(await loaded())
  }
  // The real list: the page's own chunk is among them.
  expect(bodies.some((body) => body.includes('/_sites/[site]/[[...slug]]'))).toBe(true)
  // The image fragment every block with a picture expands (web/src/content/projections.ts).
  expect(bodies.filter((body) => body.includes('"src": asset->url'))).toEqual([])
})
