// `npm test`: every check, the browser tests last. Before them, the checks run in two lanes at
// once, one per core: most are one process on one core (eslint, tsc, the Sanity CLI), so one
// after another they left a core idle for much of the time they take. A phase starts when both
// lanes of the one before have passed; within a lane, steps run in order. Each step's output is
// printed whole when it ends, with its time; the first failure stops every step still running
// and is printed last, so the end of the log says what failed.
import { spawn } from 'node:child_process'

/** Phases, each of lanes of shell commands run in order. */
// The lanes of a phase take about as long as each other (seconds on a fresh clone, both lanes
// busy: lint 137; typecheck 87, recipe:check 51; site build 186 (with its own typecheck), Studio
// build 91, Studio tests 38, schema 29; Jest 329).
const PHASES = [
  // The sources alone: nothing is built yet (tsc reads no half-written .next/types).
  [['npm run lint'], ['npm run typecheck', 'npm run recipe:check']],
  // The builds beside the unit tests, which read no build output. The site's build skips Next's
  // typecheck: the first phase passed it.
  [
    [
      'BUILD_TYPECHECKED=1 node scripts/e2e-build.mjs',
      'npm run build -w studio',
      'npm run test:studio',
      'npm run test:schema',
    ],
    ['npm run test:unit'],
  ],
  // The browser tests, on the build (npm run test:e2e builds, then runs them).
  [['npx playwright test']],
]

const running = new Set()

/** Runs one command, its output held until it ends unless it runs alone (`live`). */
function run(command, live) {
  const started = Date.now()
  const stdio = live ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe']
  const child = spawn(command, { shell: true, detached: true, stdio })
  running.add(child)
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child)
      const seconds = Math.round((Date.now() - started) / 1000)
      resolve({ command, passed: code === 0, text: Buffer.concat(output).toString(), seconds })
    })
  })
}

/** A lane's commands in order: its first failure, or null. */
async function lane(commands, live) {
  for (const command of commands) {
    if (live) process.stdout.write(`\n--- ${command}\n`)
    const result = await run(command, live)
    if (!result.passed) return result
    process.stdout.write(`\n--- ${result.command}: passed (${result.seconds} s)\n${result.text}`)
  }
  return null
}

/** A phase's lanes at once: the first failure as soon as it comes, or null once all passed. */
function phase(lanes) {
  return new Promise((resolve) => {
    let left = lanes.length
    for (const commands of lanes) {
      void lane(commands, lanes.length === 1).then((failure) => {
        if (failure) resolve(failure)
        else if (--left === 0) resolve(null)
      })
    }
  })
}

const started = Date.now()
for (const lanes of PHASES) {
  const failure = await phase(lanes)
  if (failure) {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // It had ended.
      }
    }
    process.stdout.write(`\n--- ${failure.command}: FAILED (${failure.seconds} s)\n${failure.text}\n`)
    process.stdout.write(`npm test failed at: ${failure.command}\n`)
    process.exit(1)
  }
}
process.stdout.write(`\nnpm test passed in ${Math.round((Date.now() - started) / 1000)} s.\n`)
