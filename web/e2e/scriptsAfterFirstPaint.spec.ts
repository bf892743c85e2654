import { expect, test } from '@playwright/test'
import { headerLinksLive } from './helpers/layoutShifts'
import { pageTypes } from './helpers/pageTypes'

/**
 * The page's own scripts start once the page has painted (pages/_document.tsx, docs/hydration.md):
 * what the browser shows first never waits for JavaScript to be evaluated.
 */
type Timeline = { firstContentfulPaint: number | null; frameworkAdded: number | null }

test('every page type paints before its scripts are added, then hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    const timeline: Timeline = { firstContentfulPaint: null, frameworkAdded: null }
    Object.assign(window, { timeline })
    new PerformanceObserver((list) => {
      const [paint] = list.getEntriesByName('first-contentful-paint')
      if (paint) timeline.firstContentfulPaint = paint.startTime
    }).observe({ type: 'paint', buffered: true })
    new MutationObserver(() => {
      if (timeline.frameworkAdded === null && document.querySelector('script[src*="/chunks/framework-"]'))
        timeline.frameworkAdded = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
  for (const { name, url } of pageTypes) {
    await page.goto(url)
    await headerLinksLive(page)
    const timeline = await page.evaluate(() => (window as unknown as { timeline: Timeline }).timeline)
    expect(timeline.firstContentfulPaint, name).not.toBeNull()
    expect(timeline.frameworkAdded, name).toBeGreaterThan(timeline.firstContentfulPaint!)
  }
})
