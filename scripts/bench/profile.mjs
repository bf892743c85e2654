// npm run bench:profile -- [--build] [--pages home,wizard] [--runs 3] [--cpu 4]
//
// Where a page's main thread goes, against the framework floor's, in real loads in Chromium at a
// phone's width with its CPU slowed: the JavaScript's own time by package (node_modules) or by
// folder of web/src, read through the build's source maps, and the browser's own work by phase
// (parsing, style, layout, text shaping, paint, resource requests) from a trace. Lighthouse's
// breakdown (`bench:probe`) says how much goes to scripts and how much to style and layout; this
// says whose. Source maps are only in a build it makes (`--build`, BENCH_SOURCE_MAPS=1); without
// them, the JavaScript is named by script file. It judges nothing.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { chromium } from '@playwright/test'
import { chromePath, median } from './lighthouse.mjs'
import { floorPage, pageTypes, pageUrl } from './pageTypes.mjs'
import { build, start } from './server.mjs'
import { withSandbox } from '../withSandbox.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const PORT = 3200
const PHONE = { width: 412, height: 844 }
const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    pages: { type: 'string', default: 'home' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
  },
})
const names = values.pages.split(',').map((name) => name.trim())
const pages = [...pageTypes.filter((pageType) => names.includes(pageType.name)), floorPage]
const runs = Number(values.runs)
const cpu = Number(values.cpu)

/**
 * The browser's phases, by the trace events that carry their time (the self time of each: the
 * devtools event and Blink's own may wrap each other, with the same start and length).
 */
const PHASES = {
  'HTML parsing': ['ParseHTML'],
  style: ['UpdateLayoutTree', 'Document::recalcStyle', 'Document::rebuildLayoutTree'],
  layout: ['Layout', 'LocalFrameView::performLayout'],
  'text shaping': ['InlineNode::ShapeTextIncludingFirstLine'],
  paint: ['Paint', 'PrePaint', 'Blink.Paint.UpdateTime', 'Blink.PrePaint.UpdateTime'],
  'resource requests': ['ResourceFetcher::requestResource'],
}

/** The build's source maps, by script. */
const sourceMaps = new Map()

await withSandbox(root, async (sandboxEnv) => {
  if (values.build) {
    const seconds = await build(root, { ...sandboxEnv, BENCH_SOURCE_MAPS: '1' })
    console.log(`Built with source maps in ${seconds.toFixed(0)} s`)
  }
  process.env.SANDBOX_URL = sandboxEnv.SANDBOX_URL
  const server = await start(root, PORT)
  const browser = await chromium.launch({ executablePath: chromePath })
  try {
    const results = new Map(pages.map((page) => [page.name, { scripts: [], phases: [] }]))
    // Page after page in each round, so that a slower minute of the machine falls on all alike.
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages) {
        results.get(page.name).scripts.push(await scriptTime(browser, pageUrl(PORT, page)))
        results.get(page.name).phases.push(await phaseTime(browser, pageUrl(PORT, page)))
      }
    }
    console.log(`CPU ${cpu}× slower, ${PHONE.width} px, median of ${runs} loads (ms)`)
    for (const [name, { scripts, phases }] of results) {
      console.log(`\n${name}`)
      console.log(`  browser: ${medians(phases, Object.keys(PHASES)).join(', ')}`)
      const top = [...medianTotals(scripts)].sort((a, b) => b[1] - a[1]).slice(0, 12)
      console.log(`  JavaScript: ${top.map(([owner, ms]) => `${owner} ${Math.round(ms)}`).join(', ')}`)
    }
  } finally {
    await browser.close()
    server.stop()
  }
})

function medians(samples, keys) {
  return keys.map((key) => `${key} ${Math.round(median(samples.map((sample) => sample.get(key) ?? 0)))}`)
}

function medianTotals(samples) {
  const owners = new Set(samples.flatMap((sample) => [...sample.keys()]))
  return new Map([...owners].map((owner) => [owner, median(samples.map((sample) => sample.get(owner) ?? 0))]))
}

/** A fresh page with the CPU slowed, loaded until the network is quiet, under `observe`. */
async function load(browser, url, observe) {
  const context = await browser.newContext({ viewport: PHONE })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    return await observe(cdp, () => page.goto(url, { waitUntil: 'networkidle' }))
  } finally {
    await context.close()
  }
}

/** The JavaScript's self time in one load, by owner (see `ownerOf`). */
async function scriptTime(browser, url) {
  const { nodes, samples, timeDeltas } = await load(browser, url, async (cdp, go) => {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await go()
    return (await cdp.send('Profiler.stop')).profile
  })
  const frames = new Map(nodes.map((node) => [node.id, node.callFrame]))
  const byOwner = new Map()
  samples.forEach((id, index) => {
    const owner = ownerOf(frames.get(id))
    // The browser's own work shows in the trace, by phase.
    if (owner === null) return
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + (timeDeltas[index] ?? 0) / 1000)
  })
  return byOwner
}

/** The build's source map of one of its scripts, if the build has them. */
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    const file = path.join(root, 'web', '.next', 'static', url.split('/_next/static/')[1] + '.map')
    sourceMaps.set(url, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null)
  }
  return sourceMaps.get(url)
}

/**
 * Who a profile's frame belongs to: its npm package, its folder of web/src, webpack's runtime
 * (the bootstrap that runs each module the first time) or its script; null for what
 * is not JavaScript (the browser's work, idle time).
 */
function ownerOf({ url, lineNumber, columnNumber, functionName }) {
  if (!url)
    return ['(garbage collector)', '(program)', '(idle)', '(root)'].includes(functionName)
      ? null
      : functionName
  // Chromium's own scripts (v8/LoadTimes) are named, not addressed.
  if (!URL.canParse(url)) return url
  const inBuild = url.includes('/_next/static/')
  const map = inBuild ? sourceMapOf(new URL(url).pathname) : null
  if (!map) return path.basename(new URL(url).pathname)
  const { source } = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
  if (!source) return path.basename(new URL(url).pathname)
  const dependency = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (dependency) return dependency[1]
  const own = source.match(/^webpack:\/\/_N_E\/\.\/src\/([^/]+)/)
  if (own) return `src/${own[1]}`
  // Next's own code, mapped to its sources (../../src/client/link.tsx).
  if (/^webpack:\/\/_N_E\/(\.\.\/)*src\//.test(source)) return 'next'
  if (source.includes('webpack/')) return 'webpack runtime'
  return source.replace(/^webpack:\/\/_N_E\//, '')
}

/** The browser's work in one load, by phase: the self time of its trace events. */
async function phaseTime(browser, url) {
  const events = await load(browser, url, async (cdp, go) => {
    const collected = []
    cdp.on('Tracing.dataCollected', ({ value }) => collected.push(...value))
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,blink,loading',
      transferMode: 'ReportEvents',
    })
    await go()
    await cdp.send('Tracing.end')
    await complete
    return collected
  })
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  const spans = events
    .filter(
      (event) =>
        event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X' && event.dur,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  // Self time: each event's duration less its direct children's.
  const self = new Map()
  const open = []
  for (const span of spans) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= span.ts) open.pop()
    const parent = open.at(-1)
    if (parent) self.set(parent, self.get(parent) - span.dur)
    self.set(span, span.dur)
    open.push(span)
  }
  const byPhase = new Map()
  for (const [span, micros] of self) {
    const phase = Object.keys(PHASES).find((name) => PHASES[name].includes(span.name))
    if (phase) byPhase.set(phase, (byPhase.get(phase) ?? 0) + micros / 1000)
  }
  return byPhase
}
