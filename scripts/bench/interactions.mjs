import { chromium } from '@playwright/test'
import { median } from './lighthouse.mjs'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/**
 * The taps the bench times (issue 48): what a visitor does first on the pages that do most on
 * the main thread. Each `act` is the visitor's whole gesture, ended once its result shows.
 */
export const INTERACTIONS = [
  {
    name: 'quick search: typing "japan"',
    site: 'tours',
    path: '/',
    viewport: DESKTOP,
    act: async (page) => {
      const box = page
        .getByRole('search', { name: 'Quick search' })
        .getByRole('combobox', { name: 'Destination' })
      await box.click()
      await box.pressSequentially('japan', { delay: 60 })
      await page.getByRole('listbox', { name: 'Destinations' }).waitFor()
    },
  },
  {
    name: 'opening the mega-menu',
    site: 'golf',
    path: '/',
    viewport: DESKTOP,
    act: async (page) => {
      // A group's button opens its panel, a popover (the header's own markup).
      const button = page.getByRole('navigation', { name: 'Destinations' }).getByRole('button').first()
      const panel = page.locator(`[id="${await button.getAttribute('popovertarget')}"]`)
      await button.click()
      await panel.waitFor()
    },
  },
  {
    name: 'the small-screen menu',
    site: 'tours',
    path: '/',
    viewport: PHONE,
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('navigation', { name: 'Main' }).waitFor()
    },
  },
  {
    name: 'the wizard: a country, then Next',
    site: 'tours',
    path: '/tailor-made',
    viewport: PHONE,
    act: async (page) => {
      await page.getByRole('checkbox', { name: 'Italy' }).check()
      await page.getByRole('button', { name: 'Next', exact: true }).first().click()
      await page.getByText('2/14', { exact: true }).waitFor()
    },
  },
  {
    name: 'an empty Send on the contact form',
    site: 'tours',
    path: '/contact-us',
    viewport: PHONE,
    act: async (page) => {
      await page.getByRole('button', { name: 'Send message' }).click()
      await page.getByRole('alert').first().waitFor()
    },
  },
]

/**
 * The slowest answer to each interaction, as the browser's Event Timing measures it (what INP
 * is made of: from the input to the next paint), with Chromium's CPU slowed `rate` times once
 * the page has loaded and gone quiet: the median over `runs` fresh pages of the worst entry of
 * each. Entries under 16 ms are not reported by browsers: such a run counts as 16 ms.
 */
export async function interactionLatencies(port, chromePath, { rate = 4, runs = 3 } = {}) {
  const browser = await chromium.launch({ executablePath: chromePath })
  try {
    const results = []
    for (const interaction of INTERACTIONS) {
      const worst = []
      for (let run = 0; run < runs; run += 1) worst.push(await worstLatency(browser, port, interaction, rate))
      results.push({ name: interaction.name, medianMs: median(worst), runsMs: worst })
    }
    return results
  } finally {
    await browser.close()
  }
}

async function worstLatency(browser, port, { site, path, viewport, act }, rate) {
  const context = await browser.newContext({ viewport })
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      window.__interactionMs = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.interactionId) window.__interactionMs.push(entry.duration)
      }).observe({ type: 'event', durationThreshold: 16, buffered: true })
    })
    await page.goto(`http://${site}.localhost:${port}${path}`, { waitUntil: 'networkidle' })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await act(page)
    // Event Timing reports an interaction after the frame it caused: two frames on, it is in.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
        ),
    )
    const durations = await page.evaluate(() => window.__interactionMs)
    return Math.max(16, ...durations)
  } finally {
    await context.close()
  }
}
