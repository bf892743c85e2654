import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { E2E_PORT, E2E_SANDBOX_PORT, E2E_SANDBOX_URL, e2eServerEnv } from './web/e2e/helpers/server'

const ci = Boolean(process.env.CI)
// Debian's Chromium: Playwright's own browser downloads cannot be fetched here. Its old headless
// shell (package chromium-headless-shell), where installed, is the same engine without the full
// browser's windowing: the suite takes half the time and CPU with it (measured on 52 tests: 271 s
// with chromium, 148 s with the shell).
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
)

export default defineConfig({
  testDir: './web/e2e',
  // Screenshots for a person to look at assert nothing: `npm run screenshots` takes them.
  testIgnore: process.env.E2E_SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  outputDir: './test-results',
  // The fake Sanity API the admin API checks the Studio's tokens against, once for every spec.
  globalSetup: './web/e2e/helpers/studioUsers.ts',
  forbidOnly: ci,
  // No retries: a test that fails once is a failure to mend, never one to try again (issue 45).
  retries: 0,
  // A test waits for its conditions, as long as a busy two-core machine needs (issue 45): a
  // wizard walk of 14 steps took over 30 s there. These only end a test whose condition never
  // comes.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A trace records every action's DOM and a screencast: a third of the suite's CPU time,
    // measured (cmsForm.spec: 52 s of CPU with it, 33 s without), for the few tests that fail. A
    // failure still leaves its screenshot and the page's error context; for a trace, run the
    // failing test again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The back-office APIs, recording what they receive.
      command: 'node --import tsx scripts/sandbox/main.ts',
      url: `${E2E_SANDBOX_URL}/__sandbox/health`,
      env: { SANDBOX_PORT: String(E2E_SANDBOX_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The production build (npm run build) serving a private copy of the dataset, which the
      // revalidation test edits, and a fresh submissions store.
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${E2E_PORT}/`,
      env: e2eServerEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
