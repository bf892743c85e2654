// npm run bench:scale -- [--sizes 10000,100000,1000000] [--stores sqlite,postgres]
//
// How the cost of the Submissions tool grows with the store (issue 49): for each store and size,
// a fresh store filled with that many synthetic submissions over a year, three deliveries each
// (scripts/bench/scale/submissions.ts, the store's own rows), then the tool's queries timed on it,
// p50 and p95. Prints a table per store and which goals hold: list, search and counts p95 ≤ 100 ms,
// the attribution report ≤ 500 ms. PostgreSQL is scripts/start-test-postgres.sh's (installed when
// missing). The stores live in a temporary directory, removed after. At 1,000,000 submissions a
// store takes some 4 minutes to fill on SQLite. Not part of npm test.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { freshDatabase } from './scale/postgres.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    stores: { type: 'string', default: 'sqlite,postgres' },
  },
})
const sizes = values.sizes.split(',').map(Number)
const stores = values.stores.split(',')

/** Each figure's goal (issue 49 §2): its p95 at most this many ms, at every size up to a million. */
const GOALS = {
  'list, first page': 100,
  'list, 200 pages in': 100,
  'list, failed': 100,
  search: 100,
  'counts per day, 30 days': 100,
  'counts per day, the year': 100,
  'attribution report, the year': 500,
  'counts per day, the failed': 100,
  'counts per day, a search': 100,
}

/** One store of one size, filled and timed in a process of its own (from web/, for its imports). */
async function measure(store, size, where) {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '../scripts/bench/scale/submissions.ts', store, String(size), where],
    { cwd: path.join(root, 'web'), stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  const [code] = await once(child, 'exit')
  if (code !== 0) throw new Error(`${store} at ${size}: the measuring process exited ${code}`)
  return JSON.parse(output.trim().split('\n').at(-1))
}

const results = []
const scratch = mkdtempSync(path.join(tmpdir(), 'bench-scale-'))
try {
  for (const store of stores) {
    for (const size of sizes) {
      console.error(`Filling ${store} with ${size} submissions…`)
      if (store === 'sqlite') {
        results.push(await measure(store, size, path.join(scratch, `store-${size}.sqlite`)))
      } else {
        const database = await freshDatabase(`bench_scale_${size}`)
        try {
          results.push(await measure(store, size, database.url))
        } finally {
          await database.drop()
        }
      }
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

const cores = cpus().length
console.log(`\nThe Submissions tool at scale (${cores} cores, load ${loadavg()[0].toFixed(2)} at the end)\n`)
let broken = 0
for (const store of stores) {
  const ofStore = results.filter((result) => result.store === store)
  console.log(`${store}: p50 / p95 in ms (filled in ${ofStore.map((r) => `${r.fillSeconds} s`).join(', ')})`)
  console.log(`| figure | goal (p95) | ${ofStore.map((r) => r.size.toLocaleString('en')).join(' | ')} |`)
  console.log(`| --- | ---: | ${ofStore.map(() => '---:').join(' | ')} |`)
  for (const [figure, goal] of Object.entries(GOALS)) {
    const cells = ofStore.map(({ figures }) => {
      const { p50, p95 } = figures[figure]
      if (p95 > goal) broken += 1
      return `${p50} / ${p95}${p95 > goal ? ' ✗' : ''}`
    })
    console.log(`| ${figure} | ≤ ${goal} | ${cells.join(' | ')} |`)
  }
  console.log(
    `| CSV export of the brand: time, size, memory held above before (peak RSS) | flat ± 20 MB | ${ofStore
      .map(({ exported: e }) => `${e.seconds} s, ${e.megabytes} MB, +${e.liveRiseMb} MB (${e.peakRssMb} MB)`)
      .join(' | ')} |`,
  )
  const rises = ofStore.map(({ exported }) => exported.liveRiseMb)
  if (Math.max(...rises) - Math.min(...rises) > 20) broken += 1
  console.log('')
}
console.log(broken ? `${broken} figures break their goal (✗).` : 'Every goal holds.')
process.exitCode = broken ? 1 : 0
