import type { Page } from '@playwright/test'

/**
 * Holds back the page's own scripts (everything under /_next/static) until `release()` is
 * called: what a visitor on a slow phone meets before the page hydrates. The hold script
 * (public/frontend/hold-submits.js) is not among them. Open the page with
 * `waitUntil: 'commit'`: the load event waits for the scripts' preloads held here.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}
