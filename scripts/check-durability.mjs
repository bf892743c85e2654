// npm run check:durability (not part of npm test): does a burst of CMS-form submissions survive
// a failing back office and a server killed mid-burst, and how fast are they accepted?
//
// It builds the site with the floor page (SKIP_BUILD=1 reuses web/.next: a build this check or the
// bench made), starts the sandbox and `next start`, then:
// 1. throughput: the framework floor page's GETs per second, then 1,500 submissions, 32 at a
//    time, while the outbox delivers: accepted per second and p99, by the same client;
// 2. durability: the CMS store fails its next 300 deliveries; 1,500 more submissions, 32 at a
//    time; the server is killed (SIGKILL) 1.5 s in and restarted 1 s later, and senders retry
//    with the same Idempotency-Key; then it waits for the outbox to drain;
// 3. a long outage, on a clock 1,000 times faster (retry waits, their cap and the retry period
//    scaled alike): the CMS store refuses everything for longer than the old rule of ten attempts
//    lasted (about 85 minutes, here 5 s), then answers again; every submission must arrive.
// It prints acknowledged, delivered, lost and delivered twice; exits 1 unless lost and twice are 0.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { build } from './bench/server.mjs'
import {
  brochureRequestBody,
  getRate,
  inParallel,
  percentile,
  send,
  submitUntilStored,
} from './durability/client.mjs'
import { startNext, startSandbox, stopped, waitFor } from './durability/processes.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = 3300
const SANDBOX_PORT = 4310
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`
const HOST = 'tours.localhost'
const TARGET = 'cms.store'
const SUBMISSIONS = 1500
const PARALLEL = 32
const STORE_FAILURES = 300
const workDir = path.join(root, '.durability')
const storeFile = path.join(workDir, 'submissions.sqlite')

const serverEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  SANITY_PROJECT_ID: '',
  SANDBOX_URL: SANDBOX,
  CAPTCHA_MODE: 'test',
  SUBMISSIONS_SQLITE_PATH: storeFile,
  // One client sends everything: the per-address limit would stop it, which is not under test.
  FORM_RATE_LIMIT_PER_MINUTE: '1000000',
  // Nor the per-site cap: the check floods one site on purpose.
  FORM_SITE_RATE_LIMIT_PER_MINUTE: '1000000',
  OUTBOX_POLL_MS: '250',
  OUTBOX_BASE_DELAY_MS: '200',
  // A killed server's claims lapse within the check's patience.
  OUTBOX_LEASE_MS: '5000',
}

/**
 * The outbox's clock, 1,000 times faster: first retry 10 ms, waits capped at 0.9 s (15 minutes),
 * retried for 259 s (3 days). The old rule (ten attempts from 10 s, doubling) ended after about
 * 85 minutes: 5.1 s here.
 */
const FAST_CLOCK = {
  OUTBOX_POLL_MS: '100',
  OUTBOX_BASE_DELAY_MS: '10',
  OUTBOX_MAX_DELAY_MS: '900',
  OUTBOX_GIVE_UP_AFTER: '259s',
}
const OUTAGE_MS = 15_000
const OUTAGE_SUBMISSIONS = 100

/** The server of this check: `next start` on its port. */
const startServer = (env = serverEnv) => startNext(PORT, env)

const serverUp = () =>
  waitFor(
    'the server answering',
    async () => (await send(PORT, { path: '/_bench/floor', host: HOST })).status === 200,
  )

/** Sends `count` submissions, `PARALLEL` at a time; what was acknowledged and how fast. */
async function burst(phase, count) {
  const acknowledged = []
  const latencies = []
  const failures = []
  const started = performance.now()
  await inParallel(count, PARALLEL, async (i) => {
    const email = `durability.${phase}.${i}@example.com`
    try {
      const stored = await submitUntilStored(PORT, {
        path: '/api/form-submissions',
        host: HOST,
        body: brochureRequestBody(email),
        key: `durability-${phase}-${i}-${process.pid}`,
      })
      acknowledged.push(email)
      latencies.push(stored.latencyMs)
    } catch (error) {
      failures.push(`${email}: ${error.message}`)
    }
  })
  const seconds = (performance.now() - started) / 1000
  return {
    acknowledged,
    failures,
    perSecond: acknowledged.length / seconds,
    p99Ms: percentile(latencies, 99),
  }
}

/** Calls the CMS store answered with this status, by email; replays of a key are not counted. */
async function callsByEmail(status = 200) {
  const response = await fetch(`${SANDBOX}/__sandbox/requests?target=${TARGET}`)
  const { requests } = await response.json()
  const counts = new Map()
  for (const received of requests) {
    if (received.status !== status || received.replayed) continue
    counts.set(received.body.email, (counts.get(received.body.email) ?? 0) + 1)
  }
  return counts
}

/** Deliveries the CMS store accepted, by email. */
const deliveriesByEmail = () => callsByEmail(200)

async function drained(acknowledged, timeoutMs) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const counts = await deliveriesByEmail()
    if (acknowledged.every((email) => counts.has(email)) || Date.now() > until) return counts
    await sleep(500)
  }
}

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building…')
  await build(root)
}
rmSync(workDir, { recursive: true, force: true })
mkdirSync(workDir, { recursive: true })
const sandbox = await startSandbox(SANDBOX_PORT)
let server = startServer()
try {
  await serverUp()
  // Warm-up: the first submission compiles the route and migrates the store.
  await burst('warm-up', 20)

  console.log(`Throughput: the floor page, then ${SUBMISSIONS} submissions, ${PARALLEL} at a time…`)
  const floor = await getRate(PORT, { path: '/_bench/floor', host: HOST, parallel: PARALLEL, seconds: 5 })
  const throughput = await burst('throughput', SUBMISSIONS)

  console.log(
    `Durability: the CMS store fails ${STORE_FAILURES} deliveries; SIGKILL 1.5 s in, restart 1 s later…`,
  )
  const inject = await fetch(`${SANDBOX}/__sandbox/fail?target=${TARGET}&times=${STORE_FAILURES}`, {
    method: 'POST',
  })
  if (inject.status !== 204) throw new Error(`the sandbox refused the failures: ${inject.status}`)
  const durability = burst('durability', SUBMISSIONS)
  await sleep(1500)
  server.kill('SIGKILL')
  await stopped(server)
  await sleep(1000)
  server = startServer()
  const durable = await durability

  const acknowledged = [...throughput.acknowledged, ...durable.acknowledged]
  const counts = await drained(acknowledged, 180_000)
  const lost = acknowledged.filter((email) => !counts.has(email))
  const twice = [...counts.values()].filter((count) => count > 1).length
  const failures = [...throughput.failures, ...durable.failures]

  console.log(
    `Outage: the clock 1,000 times faster; the CMS store refuses everything for ${OUTAGE_MS / 1000} s ` +
      `(${((OUTAGE_MS * 1000) / 3_600_000).toFixed(1)} h at full scale), then answers again…`,
  )
  server.kill('SIGTERM')
  await stopped(server)
  server = startServer({ ...serverEnv, ...FAST_CLOCK })
  await serverUp()
  const outageStart = Date.now()
  const refuse = await fetch(`${SANDBOX}/__sandbox/fail?target=${TARGET}&times=1000000`, { method: 'POST' })
  if (refuse.status !== 204) throw new Error(`the sandbox refused the outage: ${refuse.status}`)
  const outage = await burst('outage', OUTAGE_SUBMISSIONS)
  await sleep(Math.max(0, OUTAGE_MS - (Date.now() - outageStart)))
  await fetch(`${SANDBOX}/__sandbox/fail`, { method: 'DELETE' })
  const afterOutage = await drained(outage.acknowledged, 60_000)
  const refusedCalls = await callsByEmail(503)
  const outageLost = outage.acknowledged.filter((email) => !afterOutage.has(email))
  const outageTwice = outage.acknowledged.filter((email) => afterOutage.get(email) > 1).length
  const refusedPerSubmission = outage.acknowledged.map((email) => refusedCalls.get(email) ?? 0)
  const beyondOldRule = refusedPerSubmission.filter((count) => count >= 10).length

  const ratio = throughput.perSecond / floor.perSecond
  console.log(`
                               acknowledged   delivered   lost   delivered twice   not acknowledged
  submissions                  ${String(acknowledged.length).padStart(12)}   ${String(acknowledged.length - lost.length).padStart(9)}   ${String(lost.length).padStart(4)}   ${String(twice).padStart(15)}   ${String(failures.length).padStart(16)}

  accepted submissions/s       ${throughput.perSecond.toFixed(0)} (p99 ${throughput.p99Ms.toFixed(0)} ms), ${(ratio * 100).toFixed(0)}% of the floor page's GETs/s
  framework floor GETs/s       ${floor.perSecond.toFixed(0)} (p99 ${floor.p99Ms.toFixed(0)} ms)
  same client: ${PARALLEL} in parallel, keep-alive; during the kill, accepted/s ${durable.perSecond.toFixed(0)}

  long outage                  ${String(outage.acknowledged.length).padStart(12)}   ${String(outage.acknowledged.length - outageLost.length).padStart(9)}   ${String(outageLost.length).padStart(4)}   ${String(outageTwice).padStart(15)}   ${String(outage.failures.length).padStart(16)}
  refused attempts per submission during the outage: up to ${Math.max(0, ...refusedPerSubmission)}; ${beyondOldRule} submissions refused 10 times or more (the old rule would have failed them)`)
  for (const email of outageLost.slice(0, 5)) console.log(`  lost in the outage: ${email}`)
  for (const failure of failures.slice(0, 5)) console.log(`  not acknowledged: ${failure}`)
  for (const email of lost.slice(0, 5)) console.log(`  lost: ${email}`)
  if (lost.length || twice || outageLost.length || outageTwice || beyondOldRule === 0) process.exitCode = 1
} finally {
  server.kill('SIGTERM')
  sandbox.kill('SIGTERM')
}
