import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

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
