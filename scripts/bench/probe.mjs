// npm run bench:probe -- [--build] [--pages home,wizard] [--runs 5] [--cpu 6] [--interactions] [--tasks] [--applied]
//
// A quick before-and-after of main-thread work on a few page types, between two full benches:
// Lighthouse's performance and TBT against the framework floor at one CPU slowdown, and where the
// time goes (script evaluation, style and layout, and the scripts that cost most), from the
// build already in web/.next unless --build. With --interactions, also the five interactions;
// with --tasks, each run's long main-thread tasks (longTasks.mjs) as they happened, and the tasks
// of Lighthouse's simulation with what each adds to TBT. With --applied, the CPU (and the network,
// to Lighthouse's slow 4G) is slowed in the browser itself (Lighthouse's devtools throttling), not
// simulated: TBT is then what the loads blocked, and --tasks lists each task of 50 ms or more.
// It judges nothing: `npm run bench` holds the budgets.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { interactionLatencies } from './interactions.mjs'
import { longTasks, simulatedBlocking } from './longTasks.mjs'
import { CHROME_FLAGS, chromePath, lighthouseOptions, median } from './lighthouse.mjs'
import { floorPage, pageTypes, pageUrl } from './pageTypes.mjs'
import { build, start } from './server.mjs'
import { withSandbox } from '../withSandbox.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const PORT = 3200
const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    pages: { type: 'string', default: 'home,wizard,CMS form page' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '6' },
    interactions: { type: 'boolean', default: false },
    tasks: { type: 'boolean', default: false },
    applied: { type: 'boolean', default: false },
  },
})
const names = values.pages.split(',').map((name) => name.trim())
const pages = [...pageTypes.filter((pageType) => names.includes(pageType.name)), floorPage]
const runs = Number(values.runs)
const cpu = Number(values.cpu)
const options = (chrome) => ({
  ...lighthouseOptions(chrome, ['performance'], cpu),
  ...(values.applied ? { throttlingMethod: 'devtools' } : {}),
})

await withSandbox(root, async (sandboxEnv) => {
  if (values.build) console.log(`Built in ${(await build(root, sandboxEnv)).toFixed(0)} s`)
  process.env.SANDBOX_URL = sandboxEnv.SANDBOX_URL
  const server = await start(root, PORT)
  try {
    if (values.interactions) {
      for (const { name, medianMs, runsMs } of await interactionLatencies(PORT, chromePath, {
        rate: 4,
        runs: 3,
      })) {
        console.log(`${name}: ${Math.round(medianMs)} ms (${runsMs.map(Math.round).join(', ')})`)
      }
    }
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
    try {
      for (const page of pages)
        await lighthouse(pageUrl(PORT, page), lighthouseOptions(chrome, ['performance']))
      const samples = new Map(pages.map((page) => [page.name, []]))
      for (let run = 0; run < runs; run += 1) {
        for (const page of pages) {
          const { lhr, artifacts } = await lighthouse(pageUrl(PORT, page), options(chrome))
          samples.get(page.name).push(lhr)
          if (values.tasks && values.applied)
            printTasks(page.name, lhr, longTasks(artifacts.Trace, 1, 50), [])
          else if (values.tasks)
            printTasks(
              page.name,
              lhr,
              longTasks(artifacts.Trace, cpu),
              await simulatedBlocking(lhr, artifacts),
            )
        }
      }
      console.log(
        `\nCPU ${cpu}× slower (${values.applied ? 'applied' : 'simulated'}), median of ${runs} runs`,
      )
      for (const [name, lhrs] of samples) report(name, lhrs)
    } finally {
      await chrome.kill()
    }
  } finally {
    server.stop()
  }
})

function report(name, lhrs) {
  const tbts = lhrs.map((lhr) => lhr.audits['total-blocking-time'].numericValue)
  const perfs = lhrs.map((lhr) => Math.round(lhr.categories.performance.score * 100))
  console.log(
    `\n${name}: perf ${median(perfs)} (${perfs.join(', ')}), TBT ${Math.round(median(tbts))} ms (${tbts.map(Math.round).join(', ')})`,
  )
  const groups = medianBy(lhrs, 'mainthread-work-breakdown', (item) => item.groupLabel, 'duration')
  console.log(`  main thread: ${groups.map(([label, ms]) => `${label} ${ms}`).join(', ')}`)
  const scripts = medianBy(lhrs, 'bootup-time', (item) => path.basename(item.url), 'scripting')
  console.log(
    `  scripting by file: ${scripts
      .slice(0, 8)
      .map(([file, ms]) => `${file} ${ms}`)
      .join(', ')}`,
  )
}

function printTasks(name, lhr, tasks, simulations) {
  console.log(`\n${name}: TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`)
  for (const { atMs, ms, scaledMs, parts } of tasks) {
    const simulated = values.applied ? '' : ` (simulated ${scaledMs})`
    console.log(`  at ${atMs} ms: ${ms} ms${simulated}: ${parts.join(', ')}`)
  }
  for (const { name: estimate, totalMs, fcpMs, interactiveMs, tasks: simulated } of simulations) {
    const listed = simulated.map(
      ({ startMs, simulatedMs, blockingMs, what }) =>
        `${what} ${simulatedMs} at ${startMs}${blockingMs ? ` (blocks ${blockingMs})` : ''}`,
    )
    console.log(
      `  ${estimate}: ${totalMs} ms between FCP ${fcpMs} and TTI ${interactiveMs}: ${listed.join(', ')}`,
    )
  }
}

/** Each item's median of `field` over the runs, largest first, in whole milliseconds. */
function medianBy(lhrs, audit, key, field) {
  const byKey = new Map()
  for (const lhr of lhrs) {
    for (const item of lhr.audits[audit]?.details?.items ?? []) {
      const values = byKey.get(key(item)) ?? []
      values.push(item[field])
      byKey.set(key(item), values)
    }
  }
  return [...byKey]
    .map(([label, values]) => [
      label,
      Math.round(median([...values, ...Array(lhrs.length - values.length).fill(0)])),
    ])
    .sort((a, b) => b[1] - a[1])
}
