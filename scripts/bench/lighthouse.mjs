import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { PRODUCTION_HOST_RULES, productionUrl } from './pageTypes.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices']
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--host-resolver-rules=${PRODUCTION_HOST_RULES}`,
]
/** Lighthouse's options: the given categories, with the CPU slowed `cpuSlowdownMultiplier` times. */
export const lighthouseOptions = (chrome, onlyCategories, cpuSlowdownMultiplier = DEFAULT_CPU_SLOWDOWN) => ({
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories,
  throttling: { cpuSlowdownMultiplier },
})

/** The Chromium the bench drives: CHROME_PATH, else Debian's. */
export const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/** Lighthouse's mobile default: the CPU 4× slower than this machine's. */
export const DEFAULT_CPU_SLOWDOWN = 4
/** The floor's Total Blocking Time the slow setting reaches: below it, main-thread work hides. */
export const SLOW_SETTING_FLOOR_TBT_MS = 150

/**
 * The slow setting (issue 48): Lighthouse's CPU slowdown, from its default 4×, raised one step
 * at a time until the framework floor's median Total Blocking Time is at least 150 ms, so that a
 * fast machine shows the main-thread work a mid-range phone would feel. On a machine that slow
 * already, it stays 4×. Returns the slowdown and the floor's TBT at it. One step, not half again:
 * the floor's TBT is mostly one task (Next's main chunk, 20-25 ms here), so it crosses 150 ms
 * near 9× on this machine, and half-again steps chose 9× or 13.5× from one run to the next,
 * where every task of 10 ms counts 40 ms more.
 */
export async function slowSetting(floorUrl, chromePath, runs = 3) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  try {
    await lighthouse(floorUrl, lighthouseOptions(chrome, ['performance']))
    let cpuSlowdownMultiplier = DEFAULT_CPU_SLOWDOWN
    for (;;) {
      const tbts = []
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(
          floorUrl,
          lighthouseOptions(chrome, ['performance'], cpuSlowdownMultiplier),
        )
        tbts.push(lhr.audits['total-blocking-time'].numericValue)
      }
      const floorTbtMs = median(tbts)
      if (floorTbtMs >= SLOW_SETTING_FLOOR_TBT_MS || cpuSlowdownMultiplier >= 32) {
        return { cpuSlowdownMultiplier, floorTbtMs }
      }
      cpuSlowdownMultiplier += 1
    }
  } finally {
    await chrome.kill()
  }
}

/**
 * Lighthouse's default: a mobile device with simulated throttling, the CPU slowed
 * `cpuSlowdownMultiplier` times (the slow setting's). Median of `runs` runs per URL after a warm-up.
 */
export async function lighthouseMedians(
  urls,
  runs,
  chromePath,
  cpuSlowdownMultiplier = DEFAULT_CPU_SLOWDOWN,
) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  try {
    // A discarded warm-up run each: the first visit makes the server resize every image, on
    // the same two cores the browser runs on.
    for (const url of urls) await lighthouse(url, lighthouseOptions(chrome, ['performance']))
    // Round after round over all pages, not all runs of one page in a row: this machine's speed
    // drifts over minutes, and a slow spell then spreads over every page instead of sinking one.
    const samples = Object.fromEntries(urls.map((url) => [url, []]))
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) {
        const { lhr } = await lighthouse(url, lighthouseOptions(chrome, CATEGORIES, cpuSlowdownMultiplier))
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
      const { lhr } = await lighthouse(productionUrl(url), lighthouseOptions(chrome, ['seo']))
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
      results[url].seo = score(lhr, 'seo')
    }
    return results
  } finally {
    await chrome.kill()
  }
}

/**
 * Each URL's largest contentful paint as Chromium observed it under Lighthouse's mobile
 * throttling applied to the browser itself (`devtools`: the network slowed to slow 4G and the
 * CPU 4×), not simulated from an unthrottled trace: min, median and max of `runs` runs, and the
 * element painted. Simulation replays the order things happened in on this machine, where every
 * script arrives from localhost within milliseconds of the HTML and often runs before the first
 * paint; it then puts the paint behind those scripts' CPU time, 4×, which a real network never
 * would (docs/performance.md).
 */
export async function lcpSpreads(urls, runs, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  try {
    const samples = Object.fromEntries(urls.map((url) => [url, []]))
    const elements = Object.fromEntries(urls.map((url) => [url, new Map()]))
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) {
        const { lhr } = await lighthouse(url, {
          ...lighthouseOptions(chrome, ['performance']),
          throttlingMethod: 'devtools',
        })
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
        samples[url].push(lhr.audits['largest-contentful-paint'].numericValue)
        const label = lcpElementOf(lhr)
        elements[url].set(label, (elements[url].get(label) ?? 0) + 1)
      }
    }
    return Object.fromEntries(
      urls.map((url) => {
        const sorted = [...samples[url]].sort((a, b) => a - b)
        const [element] = [...elements[url]].sort((a, b) => b[1] - a[1])[0]
        return [url, { minMs: sorted[0], medianMs: median(sorted), maxMs: sorted.at(-1), element }]
      }),
    )
  } finally {
    await chrome.kill()
  }
}

/** The painted element, as `img`, `h1: The first words` or `p: …`. */
function lcpElementOf(lhr) {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  const tag = /^<(\w+)/.exec(node?.snippet ?? '')?.[1] ?? '?'
  return tag === 'img' ? 'img' : `${tag}: ${(node?.nodeLabel ?? '').slice(0, 30)}`
}

function score(lhr, category) {
  return Math.round((lhr.categories[category].score ?? 0) * 100)
}

/** The middle value (the upper one of an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
