// npm run bench: builds the site once, serves it, and measures what users feel — first-load
// JavaScript per page type against the framework floor, Lighthouse scores, cached-page
// throughput — then checks bench/budgets.json. Writes bench/results.json; exits 1 on a broken
// budget.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brokenBudgets } from './bench/budgets.mjs'
import { firstLoadJs } from './bench/firstLoadJs.mjs'
import { interactionLatencies } from './bench/interactions.mjs'
import { chromePath, lcpSpreads, lighthouseMedians, slowSetting } from './bench/lighthouse.mjs'
import { floorPage, pageTypes, pageUrl, pictureFloorPage } from './bench/pageTypes.mjs'
import { formatReport } from './bench/report.mjs'
import { build, start } from './bench/server.mjs'
import { throughput } from './bench/throughput.mjs'
import { withSandbox } from './withSandbox.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = 3200
// The median of several runs: single Lighthouse runs on two shared cores vary by several points.
const LIGHTHOUSE_RUNS = 5

// One back office for the build and the server: pages built ahead hold the warehouse's photo
// addresses on its origin, which is also the one origin the server's image optimiser fetches
// from; and a page regenerated meanwhile (ISR) reads the wizard's countries from it.
await withSandbox(root, async (sandboxEnv) => {
  console.log('Building…')
  const buildSeconds = await build(root, sandboxEnv)
  console.log(`Built in ${buildSeconds.toFixed(0)} s; serving on port ${PORT}…`)
  process.env.SANDBOX_URL = sandboxEnv.SANDBOX_URL
  const server = await start(root, PORT)
  try {
    console.log('Interactions, CPU 4× slower…')
    const interactions = await interactionLatencies(PORT, chromePath, { rate: 4, runs: 3 })
    for (const { name, medianMs } of interactions) console.log(`  ${name}: ${Math.round(medianMs)} ms`)
    // The slow setting: the CPU slowed until the floor blocks the main thread for 150 ms or more.
    const slow = await slowSetting(pageUrl(PORT, floorPage), chromePath)
    console.log(
      `Lighthouse, CPU ${slow.cpuSlowdownMultiplier}× slower (the floor's TBT ${Math.round(slow.floorTbtMs)} ms)…`,
    )
    // The floor too: what the framework alone scores on this machine, the budgets' reference.
    const scores = await lighthouseMedians(
      [...pageTypes, floorPage].map((pageType) => pageUrl(PORT, pageType)),
      LIGHTHOUSE_RUNS,
      chromePath,
      slow.cpuSlowdownMultiplier,
    )
    console.log('LCP under applied throttling…')
    const lcp = await lcpSpreads(
      [...pageTypes, floorPage, pictureFloorPage].map((pageType) => pageUrl(PORT, pageType)),
      LIGHTHOUSE_RUNS,
      chromePath,
    )
    const floor = {
      name: floorPage.name,
      firstLoadJs: await firstLoadJs(PORT, floorPage, chromePath),
      lighthouse: scores[pageUrl(PORT, floorPage)],
      lcp: lcp[pageUrl(PORT, floorPage)],
    }
    const measured = []
    for (const pageType of pageTypes) {
      measured.push({
        name: pageType.name,
        url: pageUrl(PORT, pageType),
        firstLoadJs: await firstLoadJs(PORT, pageType, chromePath),
        lighthouse: scores[pageUrl(PORT, pageType)],
        lcp: lcp[pageUrl(PORT, pageType)],
      })
    }
    console.log('Throughput…')
    const results = {
      measuredAt: new Date().toISOString(),
      buildSeconds,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      cpuSlowdownMultiplier: slow.cpuSlowdownMultiplier,
      floor,
      pictureFloor: { name: pictureFloorPage.name, lcp: lcp[pageUrl(PORT, pictureFloorPage)] },
      pageTypes: measured,
      interactions,
      throughput: {
        // Bare localhost serves the default site (tours), whose /about-us is the content page.
        cached: await throughput(`http://127.0.0.1:${PORT}${pageTypes[1].path}`),
        floor: await throughput(`http://127.0.0.1:${PORT}${floorPage.path}`),
      },
    }
    mkdirSync(path.join(root, 'bench'), { recursive: true })
    writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
    console.log(`\n${formatReport(results)}\n`)

    const budgets = JSON.parse(readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8'))
    const broken = brokenBudgets(budgets, results)
    if (broken.length) {
      console.error(`Budgets broken:\n- ${broken.join('\n- ')}`)
      process.exitCode = 1
    } else {
      console.log('All budgets hold.')
    }
  } finally {
    server.stop()
  }
})
