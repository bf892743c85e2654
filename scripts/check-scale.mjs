// npm run check:scale (not part of npm test; about 5 minutes with its build): the production
// topology of docs/production.md on this one machine. Two `next start` servers
// on one PostgreSQL, behind nginx running deploy/nginx/travel-platform.conf as shipped (only its
// `# yours:` lines changed), with the sandbox as the back office. Then:
// 1. cached page: requests per second for a content page through nginx, against nginx serving a
//    static file of the same size, by the same client in the same run (best of two each);
// 2. rate limit: one visitor's address posts a form 14 times through nginx, which spreads the
//    posts over both servers: exactly the limit (10) are stored;
// 3. durability: 1,500 submissions (CMS form and tailor-made) from many addresses, 32 at a time,
//    through nginx, while the CMS store fails its next 300 deliveries and the reservation API its
//    next 100; one server is killed with SIGKILL 1.5 s in (and started again once the load is
//    over); senders retry under the same Idempotency-Key. Every acknowledged submission must be
//    delivered once;
// 4. publishing: a page changes in the dataset both servers read, Sanity's webhook is sent, signed,
//    through nginx (which copies it to both servers), and the page is asked for through nginx
//    until it shows the change, then for twice PAGE_REVALIDATE_SECONDS more: it must not go back.
// It prints the table docs/production.md keeps ("The check"); exits 1 unless every goal holds.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { build } from './bench/server.mjs'
import { throughput } from './bench/throughput.mjs'
import { brochureRequestBody, inParallel, percentile, send, submitUntilStored } from './durability/client.mjs'
import { startNext, startSandbox, stopped, validTailorMadeAnswers, waitFor } from './durability/processes.mjs'
import { startNginx } from './scale/nginx.mjs'
import { freshDatabase } from './scale/postgres.mjs'
import { editDocument, signedWebhook } from './scale/publish.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
// CHECK_SCALE_PORT_BASE=<n> moves every port (the servers n+1 and n+2, nginx n+3, its static
// file n+4, the sandbox n+5) and the database, so that two checkouts on one machine can run it.
const PORT_BASE = Number(process.env.CHECK_SCALE_PORT_BASE) || undefined
// CHECK_SCALE_TIMES=<n> serves the content grown n times over (issue 49 measures 20:
// scripts/bench/scale/contentDataset.ts) in place of the seed's, and asks for pages no build
// renders ahead.
const CONTENT_TIMES = Number(process.env.CHECK_SCALE_TIMES) || 1
const ON_DEMAND_PAGES = 40
const SERVER_PORTS = PORT_BASE ? [PORT_BASE + 1, PORT_BASE + 2] : [3401, 3402]
const NGINX_PORT = PORT_BASE ? PORT_BASE + 3 : 8480
const STATIC_PORT = PORT_BASE ? PORT_BASE + 4 : 8481
const SANDBOX_PORT = PORT_BASE ? PORT_BASE + 5 : 4410
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`
const REVALIDATE_SECRET = 'check-scale-webhook-secret'
const PAGE_REVALIDATE_SECONDS = 30
const CLIENT_LIMIT = 10
const SUBMISSIONS = 1500
const PARALLEL = 32
const FAILURES = { 'cms.store': 300, 'reservation.tailor-made': 100 }
const GOALS = { cachedShare: 0.9, publishedWithinS: 60, onDemandP95Ms: 500 }

const workDir = path.join(root, '.scale')
const datasetPath = path.join(workDir, 'dataset.ndjson')
const nginxDir = mkdtempSync(path.join(tmpdir(), 'travel-scale-nginx-'))

/** The cached page measured, and the page a change is published to (no other phase opens it). */
const CACHED_PAGE = { host: 'tours.localhost', path: '/about-us' }
const PUBLISHED = { host: 'rail.localhost', path: '/travelling-by-rail', id: 'page-rail-travelling-by-rail' }

function serverEnv(databaseUrl) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    SANITY_PROJECT_ID: '',
    CONTENT_DATASET_PATH: datasetPath,
    SANDBOX_URL: SANDBOX,
    CAPTCHA_MODE: 'test',
    DATABASE_URL: databaseUrl,
    SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
    PAGE_REVALIDATE_SECONDS: String(PAGE_REVALIDATE_SECONDS),
    // The load client stands for a CDN in front of nginx: it writes each visitor's address into
    // X-Forwarded-For, and nginx adds its own hop.
    TRUSTED_PROXY_HOPS: '2',
    // Both hops are this machine's: nginx, and the load client standing for the CDN.
    TRUSTED_PROXIES: '127.0.0.0/8, ::1',
    FORM_RATE_LIMIT_PER_MINUTE: String(CLIENT_LIMIT),
    // The load floods one site on purpose; the per-site cap is not under test here.
    FORM_SITE_RATE_LIMIT_PER_MINUTE: '1000000',
    OUTBOX_POLL_MS: '250',
    OUTBOX_BASE_DELAY_MS: '200',
    // A killed server's claims lapse within the check's patience.
    OUTBOX_LEASE_MS: '5000',
  }
}

const serverUp = (port) =>
  waitFor(`the server on ${port} answering`, async () => {
    const reply = await send(port, { path: '/robots.txt', host: CACHED_PAGE.host })
    return reply.status === 200
  })

/** GET through nginx: status, body and what the cache did. */
function viaNginx({ host, path: pagePath }, timeoutMs = 10_000) {
  return send(NGINX_PORT, { path: pagePath, host, timeoutMs })
}

/** A private (10/8) address per submission, as a CDN would record it: no two share a limit. */
const visitorAddress = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`

/** A complete request as the wizard posts it, for one email. */
const tailorMadeAnswers = validTailorMadeAnswers()
function tailorMadeBody(email) {
  return JSON.stringify({
    ...tailorMadeAnswers,
    contactInformation: { ...tailorMadeAnswers.contactInformation, email },
    captchaToken: 'test-captcha-token',
  })
}

/** What each kind of submission is posted as, and where the sandbox records its delivery. */
const KINDS = {
  cms: {
    path: '/api/form-submissions',
    body: brochureRequestBody,
    target: 'cms.store',
    email: (b) => b.email,
  },
  tailorMade: {
    path: '/api/tailorMade',
    body: tailorMadeBody,
    target: 'reservation.tailor-made',
    email: (b) => b.contactInformation?.email,
  },
}

/** Deliveries each target accepted, by email; replays of an Idempotency-Key are not counted. */
async function deliveries() {
  const counts = new Map()
  for (const { target, email } of Object.values(KINDS)) {
    const response = await fetch(`${SANDBOX}/__sandbox/requests?target=${target}`)
    const { requests } = await response.json()
    for (const received of requests) {
      if (received.status !== 200 || received.replayed) continue
      const key = `${target} ${email(received.body)}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  return counts
}

async function measureCachedPage() {
  // The first answer puts the page in the cache; the one measured comes from it.
  await waitFor('the page answering through nginx', async () => (await viaNginx(CACHED_PAGE)).status === 200)
  const page = await viaNginx(CACHED_PAGE)
  mkdirSync(path.join(nginxDir, 'static'), { recursive: true })
  writeFileSync(path.join(nginxDir, 'static', 'page.html'), page.text)
  const bytes = Buffer.byteLength(page.text)
  const cachedUrl = `http://127.0.0.1:${NGINX_PORT}${CACHED_PAGE.path}`
  const staticUrl = `http://127.0.0.1:${STATIC_PORT}/page.html`
  const runs = { cached: [], static: [] }
  for (let round = 0; round < 2; round += 1) {
    runs.static.push(await throughput(staticUrl))
    runs.cached.push(await throughput(cachedUrl, { headers: { host: CACHED_PAGE.host } }))
  }
  const best = (list) => list.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a))
  return { bytes, cached: best(runs.cached), static: best(runs.static) }
}

/**
 * Pages of the grown content no build renders ahead (copies of the seed's pages), each asked for
 * once through nginx: rendered on demand by whichever server nginx picks. p50 and p95, ms.
 */
async function pagesOnDemand(copiedPages) {
  const step = Math.max(1, Math.floor(copiedPages.length / ON_DEMAND_PAGES))
  const sample = copiedPages.filter((_, i) => i % step === 0).slice(0, ON_DEMAND_PAGES)
  const times = []
  for (const { brand, path: pagePath } of sample) {
    const started = performance.now()
    const reply = await viaNginx({ host: `${brand}.localhost`, path: pagePath })
    if (reply.status !== 200) throw new Error(`${brand} ${pagePath} answered ${reply.status}`)
    times.push(performance.now() - started)
  }
  return {
    count: times.length,
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
  }
}

async function rateLimitAcrossServers(accessLog) {
  const statuses = []
  for (let i = 0; i < CLIENT_LIMIT + 4; i += 1) {
    const reply = await send(NGINX_PORT, {
      method: 'POST',
      path: KINDS.cms.path,
      host: 'tours.localhost',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `scale-limit-${i}-${process.pid}`,
        'x-forwarded-for': '198.51.100.23',
      },
      body: brochureRequestBody(`scale.limit.${i}@example.com`),
    })
    statuses.push(reply.status)
  }
  const servers = new Set(
    accessLog()
      .split('\n')
      .filter((line) => line.includes('POST tours.localhost/api/form-submissions'))
      .map((line) => line.split(' ')[3]),
  )
  return {
    stored: statuses.filter((status) => status === 201).length,
    refused: statuses.filter((status) => status === 429).length,
    servers: servers.size,
  }
}

async function durabilityLoad(servers, env) {
  for (const [target, times] of Object.entries(FAILURES)) {
    const inject = await fetch(`${SANDBOX}/__sandbox/fail?target=${target}&times=${times}`, {
      method: 'POST',
    })
    if (inject.status !== 204) throw new Error(`the sandbox refused the failures: ${inject.status}`)
  }
  const acknowledged = []
  const failures = []
  const started = performance.now()
  const load = inParallel(SUBMISSIONS, PARALLEL, async (i) => {
    const kind = i % 3 === 2 ? 'tailorMade' : 'cms'
    const email = `scale.${kind}.${i}.${process.pid}@example.com`
    try {
      await submitUntilStored(NGINX_PORT, {
        path: KINDS[kind].path,
        host: 'tours.localhost',
        body: KINDS[kind].body(email),
        key: `scale-${i}-${process.pid}`,
        headers: { 'x-forwarded-for': visitorAddress(i + 1) },
      })
      acknowledged.push(`${KINDS[kind].target} ${email}`)
    } catch (error) {
      failures.push(`${email}: ${error.message}`)
    }
  })
  await sleep(1500)
  servers[0].kill('SIGKILL')
  await stopped(servers[0])
  await load
  const seconds = (performance.now() - started) / 1000
  servers[0] = startNext(SERVER_PORTS[0], env)
  const until = Date.now() + 180_000
  let counts = await deliveries()
  while (!acknowledged.every((key) => counts.has(key)) && Date.now() < until) {
    await sleep(500)
    counts = await deliveries()
  }
  return {
    acknowledged: acknowledged.length,
    perSecond: acknowledged.length / seconds,
    failures,
    lost: acknowledged.filter((key) => !counts.has(key)),
    twice: [...counts.values()].filter((count) => count > 1).length,
  }
}

async function publish() {
  // Both servers and nginx hold the page as it was. The server killed in the durability phase has
  // just started again, its outbox still delivering: its first answer (a render at 20 times the
  // content) can take seconds on a busy machine, so it is given a minute, and timed.
  const firstAnswersS = []
  for (const port of SERVER_PORTS) {
    const asked = performance.now()
    await send(port, { path: PUBLISHED.path, host: PUBLISHED.host, timeoutMs: 60_000 })
    firstAnswersS.push((performance.now() - asked) / 1000)
  }
  await waitFor('the page cached by nginx', async () => (await viaNginx(PUBLISHED)).status === 200)
  const heading = `Rail journeys, published ${Date.now()}`
  editDocument(datasetPath, PUBLISHED.id, (doc) => {
    doc.blocks[0].title = heading
    return doc
  })
  const started = performance.now()
  const webhook = await signedWebhook(
    { _id: PUBLISHED.id, _type: 'page', brand: 'rail', slug: PUBLISHED.path.slice(1) },
    REVALIDATE_SECRET,
  )
  const answer = await send(NGINX_PORT, {
    method: 'POST',
    path: '/api/revalidate',
    host: PUBLISHED.host,
    // Answered once the pages are rendered again (Sanity itself is answered at once), within
    // nginx's 60 s for an answer.
    headers: { ...webhook.headers, prefer: 'wait=50' },
    body: webhook.body,
    timeoutMs: 120_000,
  })
  const webhookS = (performance.now() - started) / 1000
  if (answer.status !== 200) throw new Error(`the webhook was answered ${answer.status}: ${answer.text}`)
  let servedAfterS = null
  let wentBack = false
  let slowestPollS = 0
  while (performance.now() - started < 90_000) {
    const asked = performance.now()
    const shows = (await viaNginx(PUBLISHED, 60_000)).text.includes(heading)
    slowestPollS = Math.max(slowestPollS, (performance.now() - asked) / 1000)
    if (shows && servedAfterS === null) servedAfterS = (performance.now() - started) / 1000
    if (!shows && servedAfterS !== null) wentBack = true
    // Watch for a while after the change shows, in case an older copy comes back.
    if (
      servedAfterS !== null &&
      performance.now() - started > (servedAfterS + 2 * PAGE_REVALIDATE_SECONDS) * 1000
    )
      break
    await sleep(250)
  }
  return { servedAfterS, wentBack, firstAnswersS, webhookS, slowestPollS }
}

rmSync(workDir, { recursive: true, force: true })
mkdirSync(workDir, { recursive: true })
const copiedPages = JSON.parse(
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/scale/writeContent.ts', String(CONTENT_TIMES), datasetPath],
    { cwd: root, encoding: 'utf8' },
  ),
)
// The build keeps PAGE_REVALIDATE_SECONDS as its pages' first s-maxage: SKIP_BUILD=1 reuses
// web/.next, which must be this check's build.
if (process.env.SKIP_BUILD !== '1') {
  console.log('Building…')
  await build(root, {
    PAGE_REVALIDATE_SECONDS: String(PAGE_REVALIDATE_SECONDS),
    CONTENT_DATASET_PATH: datasetPath,
  })
}
const database = await freshDatabase(PORT_BASE ? `travel_check_scale_${PORT_BASE}` : 'travel_check_scale')
const env = serverEnv(database.url)
const sandbox = await startSandbox(SANDBOX_PORT)
const servers = SERVER_PORTS.map((port) => startNext(port, env))
let nginx
try {
  // One server first: the first to start migrates the database.
  await serverUp(SERVER_PORTS[0])
  await serverUp(SERVER_PORTS[1])
  nginx = await startNginx({
    dir: nginxDir,
    servers: SERVER_PORTS.map((port) => `127.0.0.1:${port}`),
    listen: `127.0.0.1:${NGINX_PORT}`,
    // The sites by their local names: the load asks for them so.
    serverNames: ['*.localhost'],
    extraHttp: `    server {
        listen 127.0.0.1:${STATIC_PORT};
        root ${nginxDir}/static;
        types { text/html html; }
    }`,
  })

  console.log('Cached page through nginx, then a static file of its size, twice each…')
  const cached = await measureCachedPage()
  const onDemand = copiedPages.length > 0 ? await pagesOnDemand(copiedPages) : null
  console.log('Rate limit: one address posts 14 times through nginx…')
  const limit = await rateLimitAcrossServers(nginx.accessLog)
  console.log(`Durability: ${SUBMISSIONS} submissions through nginx, upstream failures, one server killed…`)
  const durable = await durabilityLoad(servers, env)
  await serverUp(SERVER_PORTS[0])
  console.log('Publishing a change through the signed webhook…')
  const published = await publish()

  const share = cached.cached.requestsPerSecond / cached.static.requestsPerSecond
  const rows = [
    [
      `cached page through nginx (${cached.bytes.toLocaleString('en')} bytes)`,
      `${cached.cached.requestsPerSecond.toLocaleString('en')} req/s (p99 ${cached.cached.p99Ms} ms)`,
      `${(share * 100).toFixed(0)}% of the static file's; goal ≥ 90%`,
    ],
    [
      'static file of the same size, same nginx',
      `${cached.static.requestsPerSecond.toLocaleString('en')} req/s (p99 ${cached.static.p99Ms} ms)`,
      '',
    ],
    [
      'pages no build rendered, through nginx, p50 / p95',
      onDemand
        ? `${onDemand.p50} / ${onDemand.p95} ms (${onDemand.count} pages)`
        : 'none: the seed has no copies',
      onDemand ? `goal: p95 < ${GOALS.onDemandP95Ms} ms` : '',
    ],
    [
      `one address, ${CLIENT_LIMIT + 4} posts over both servers`,
      `${limit.stored} stored, ${limit.refused} refused (429)`,
      `goal: ${CLIENT_LIMIT} stored; ${limit.servers} servers answered`,
    ],
    [
      `${SUBMISSIONS.toLocaleString('en')} submissions, one server killed`,
      `${durable.acknowledged} acknowledged (${durable.perSecond.toFixed(0)}/s), ${durable.lost.length} lost, ${durable.twice} delivered twice`,
      `goal: 0 lost, 0 twice; ${durable.failures.length} not acknowledged`,
    ],
    [
      'published change served through nginx after',
      published.servedAfterS === null ? 'never (90 s)' : `${published.servedAfterS.toFixed(1)} s`,
      `goal < ${GOALS.publishedWithinS} s${published.wentBack ? '; then the old version came back' : ''}`,
    ],
    [
      "the published page's first answer from each server, before; the webhook; the slowest answer after",
      `${published.firstAnswersS.map((seconds) => `${seconds.toFixed(1)} s`).join(', ')}; ${published.webhookS.toFixed(1)} s; ${published.slowestPollS.toFixed(1)} s`,
      '',
    ],
  ]
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length)))
  console.log(
    `\n${rows.map((row) => `  ${row[0].padEnd(widths[0])}   ${row[1].padEnd(widths[1])}   ${row[2]}`.trimEnd()).join('\n')}`,
  )
  console.log(
    `  two servers on one PostgreSQL behind nginx, PAGE_REVALIDATE_SECONDS=${PAGE_REVALIDATE_SECONDS}, ` +
      `${CONTENT_TIMES} times today's content; ` +
      `${PARALLEL} senders; the client, nginx and both servers share this machine's cores`,
  )
  for (const failure of durable.failures.slice(0, 5)) console.log(`  not acknowledged: ${failure}`)
  for (const key of durable.lost.slice(0, 5)) console.log(`  lost: ${key}`)
  const ok =
    share >= GOALS.cachedShare &&
    (!onDemand || onDemand.p95 < GOALS.onDemandP95Ms) &&
    limit.stored === CLIENT_LIMIT &&
    limit.servers === 2 &&
    durable.lost.length === 0 &&
    durable.twice === 0 &&
    published.servedAfterS !== null &&
    published.servedAfterS < GOALS.publishedWithinS &&
    !published.wentBack
  if (!ok) process.exitCode = 1
} finally {
  await nginx?.stop()
  for (const server of servers) server.kill('SIGTERM')
  sandbox.kill('SIGTERM')
  await Promise.all([...servers, sandbox].map(stopped))
  await database.drop().catch(() => {})
  rmSync(nginxDir, { recursive: true, force: true })
}
