import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { PRODUCTION_HOST_RULES, productionUrl } from './pageTypes.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices']
const options = (chrome, onlyCategories) => ({
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories,
})

/** Lighthouse's default: a mobile device with simulated throttling. Median of `runs` runs per URL after a warm-up. */
export async function lighthouseMedians(urls, runs, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--host-resolver-rules=${PRODUCTION_HOST_RULES}`,
    ],
  })
  try {
    // A discarded warm-up run each: the first visit makes the server resize every image, on
    // the same two cores the browser runs on.
    for (const url of urls) await lighthouse(url, options(chrome, ['performance']))
    // Round after round over all pages, not all runs of one page in a row: this machine's speed
    // drifts over minutes, and a slow spell then spreads over every page instead of sinking one.
    const samples = Object.fromEntries(urls.map((url) => [url, []]))
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) {
        const { lhr } = await lighthouse(url, options(chrome, CATEGORIES))
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
        samples[url].push({
          performance: score(lhr, 'performance'),
          accessibility: score(lhr, 'accessibility'),
          bestPractices: score(lhr, 'best-practices'),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          // How fast this machine is: simulated throttling scales with it.
          benchmarkIndex: lhr.environment.benchmarkIndex,
        })
      }
    }
    const results = {}
    for (const url of urls) {
      results[url] = Object.fromEntries(
        Object.keys(samples[url][0]).map((key) => [key, median(samples[url].map((sample) => sample[key]))]),
      )
      // SEO does not vary from run to run: one run, as search engines see the page.
      const { lhr } = await lighthouse(productionUrl(url), options(chrome, ['seo']))
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
      results[url].seo = score(lhr, 'seo')
    }
    return results
  } finally {
    await chrome.kill()
  }
}

function score(lhr, category) {
  return Math.round((lhr.categories[category].score ?? 0) * 100)
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
