import { expect, test } from '@playwright/test'
import { siteUrl } from './helpers/server'

// A send pressed while its form's island hydrates (web/src/hydration/HydrateOnInteraction.tsx).
// React hands a send to no one while an island's root hydrates, and it stopped a click on an
// element that was both the page's and the island's root, so the browser posted the form to the
// page itself: the page came back empty and what the visitor typed was gone. The cruises'
// voyage enquiry hydrates as it comes into view, so a quick visitor presses send just then.

const ATTEMPTS = 12
const PRESSES_WHILE_HYDRATING = 3

test('a send pressed while its form hydrates stays on the page and is answered', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 800 })
  // A slow phone's CPU: React hydrates the island in several slices, a press can land between.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  let pressed = 0
  for (let attempt = 0; attempt < ATTEMPTS && pressed < PRESSES_WHILE_HYDRATING; attempt++) {
    await page.goto(siteUrl('cruises', '/enquire'), { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    // In the page, so no round trip comes between: press send once the island's React root
    // exists and is still hydrating (React's own mark on it, read because nothing else tells).
    const when = await page.evaluate(
      () =>
        new Promise<'while hydrating' | 'missed'>((resolve) => {
          const started = performance.now()
          const send = document.querySelector<HTMLButtonElement>(
            '[data-form-island] form button[type="submit"]',
          )!
          const island = send.closest('[data-form-island]')!
          type FiberRoot = { current: { memoizedState: { isDehydrated: boolean } } }
          const rootOf = (element: Element | null) => {
            const fields = (element ?? {}) as Record<string, { stateNode: FiberRoot } | undefined>
            const key = Object.keys(fields).find((name) => name.startsWith('__reactContainer$'))
            return key ? fields[key]?.stateNode : undefined
          }
          const poll = () => {
            const root = rootOf(island) ?? rootOf(island.firstElementChild)
            if (root?.current.memoizedState.isDehydrated) {
              send.click()
              resolve('while hydrating')
            } else if (root || performance.now() - started > 15_000) resolve('missed')
            else setTimeout(poll)
          }
          poll()
        }),
    )
    if (when === 'missed') continue
    pressed++
    // Refused (sent empty), on the same page: its messages show, nothing reloaded.
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible({ timeout: 15_000 })
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  }
  expect(pressed).toBe(PRESSES_WHILE_HYDRATING)
})
