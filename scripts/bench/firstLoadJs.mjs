import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

/** How long the network must be quiet before the page counts as loaded. */
const QUIET_MS = 1000

/**
 * First-load JavaScript of a page: the gzip bytes of every script Chromium loads for it before
 * a visitor does anything, whether the HTML names it or the page imports it while it hydrates
 * (the wizard's code is such a chunk). Code loaded on interaction (an island, a dialog) is not
 * counted, nor `nomodule` polyfills, which browsers that run modules never load.
 */
export async function firstLoadJs(port, { site, path }, chromePath) {
  const browser = await chromium.launch({ executablePath: chromePath })
  try {
    const page = await browser.newPage()
    const scripts = new Map()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200)
        scripts.set(response.url(), response.body())
    })
    await page.goto(`http://${site}.localhost:${port}${path}`, { waitUntil: 'load' })
    await quiet(page)
    let gzipBytes = 0
    for (const body of scripts.values()) gzipBytes += gzipSync(await body).length
    return { scripts: scripts.size, gzipBytes }
  } finally {
    await browser.close()
  }
}

/** Resolves once no request has started or finished for QUIET_MS. */
async function quiet(page) {
  let last = Date.now()
  const touch = () => (last = Date.now())
  page.on('request', touch)
  page.on('requestfinished', touch)
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(100)
}
