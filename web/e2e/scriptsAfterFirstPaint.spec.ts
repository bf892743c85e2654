import { expect, test } from '@playwright/test'
import { headerLinksLive } from './helpers/layoutShifts'
import { pageTypes } from './helpers/pageTypes'

/**
 * The page's own scripts are fetched and started once the page has painted (pages/_document.tsx,
 * docs/hydration.md): what the browser shows first never waits for JavaScript.
 */
type Timeline = { firstContentfulPaint: number | null; frameworkAdded: number | null }

test('every page type paints before its scripts are fetched and added, then hydrates', async ({ page }) => {
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
    // Nor fetched before it: the paint has the network to itself (no preload of a chunk).
    const chunksRequested = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/chunks/'))
        .map((entry) => entry.startTime),
    )
    expect(chunksRequested.length, name).toBeGreaterThan(0)
    expect(Math.min(...chunksRequested), name).toBeGreaterThan(timeline.firstContentfulPaint!)
  }
})
