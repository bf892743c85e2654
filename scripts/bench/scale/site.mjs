// The site at a size of content (issue 49), for `npm run bench:scale -- --parts site`: web/ built on
// a grown dataset (content.ts writes it), then served by `next start` with the sandbox as its back
// office:
// - the build: wall time, the most memory its processes held at once, the pages it rendered ahead;
// - pages on demand: each path of content.ts's sample (none rendered ahead) asked for once, the
//   time to its whole answer, then once more (from the cache);
// - a publish: a post's title changes in the dataset, Sanity's webhook is sent, signed: how long
//   the webhook took to answer, how many paths it named (it renders them again after its answer),
//   and when the post's page showed the title; then the same for the brand's settings (every
//   page), and when every page was rendered again.
// The build replaces web/.next.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { build } from '../server.mjs'
import { percentile, send } from '../../durability/client.mjs'
import { startNext, startSandbox, stopped, waitFor } from '../../durability/processes.mjs'
import { editDocument, signedWebhook } from '../../scale/publish.mjs'

const SECRET = 'bench-scale-webhook-secret'
const PORT = 3470
const SANDBOX_PORT = 4470
const round = (value) => Math.round(value * 10) / 10

/** Every process's parent and resident memory (bytes), from /proc. */
function processes() {
  const found = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name may hold spaces: the fields after it start past its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      found.push({ pid: Number(entry), parent: Number(fields[1]), rss: Number(fields[21]) * 4096 })
    } catch {
      // gone since the listing
    }
  }
  return found
}

/** The processes a process started, and theirs, with it. */
function tree(all, pid) {
  const inTree = new Set([pid])
  let grew = true
  while (grew) {
    grew = false
    for (const { pid: child, parent } of all)
      if (inTree.has(parent) && !inTree.has(child)) {
        inTree.add(child)
        grew = true
      }
  }
  return inTree
}

/** What a process runs, for a reader: the script node was given, by its last two path parts. */
function processLabel(pid) {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    const script = argv.slice(1).find((arg) => !arg.startsWith('-')) ?? argv[0] ?? '?'
    return script.split('/').slice(-2).join('/')
  } catch {
    return '?'
  }
}

/**
 * Runs `work` (which starts processes) while sampling, every 250 ms, the memory held by the
 * processes this one started, but for `others`' trees: its result, the peak in MB, and what held
 * it at the peak, by what each process runs (`{label, processes, mb}`, largest first).
 */
async function withPeakMemory(work, others) {
  let peak = 0
  let atPeak = []
  const sample = () => {
    const all = processes()
    const left = new Set(others.flatMap((pid) => [...tree(all, pid)]))
    const ours = tree(all, process.pid)
    const held = all.filter(({ pid }) => ours.has(pid) && pid !== process.pid && !left.has(pid))
    const total = held.reduce((sum, { rss }) => sum + rss, 0)
    if (total > peak) {
      peak = total
      atPeak = held.map(({ pid, rss }) => ({ label: processLabel(pid), rss }))
    }
  }
  const timer = setInterval(sample, 250)
  try {
    const result = await work()
    const byLabel = new Map()
    for (const { label, rss } of atPeak) {
      const kept = byLabel.get(label) ?? { label, processes: 0, mb: 0 }
      byLabel.set(label, { label, processes: kept.processes + 1, mb: kept.mb + rss / 1e6 })
    }
    const heldBy = [...byLabel.values()]
      .map((entry) => ({ ...entry, mb: Math.round(entry.mb) }))
      .sort((a, b) => b.mb - a.mb)
    return { result, peakMb: Math.round(peak / 1e6), heldBy }
  } finally {
    clearInterval(timer)
  }
}

/** A percentile of times, to a tenth of a millisecond. */
const percentileMs = (values, p) => round(percentile(values, p))

async function timedGet(site, pagePath) {
  const start = performance.now()
  const reply = await send(PORT, { path: pagePath, host: `${site}.localhost:${PORT}` })
  return { ms: performance.now() - start, ...reply }
}

/**
 * Builds and serves the site on `datasetPath` (`content`: content.ts's figures for it) and
 * measures it. `root`: the repository.
 */
export async function measureSite(root, datasetPath, content) {
  const sandbox = await startSandbox(SANDBOX_PORT)
  const env = {
    SANITY_PROJECT_ID: '',
    CONTENT_DATASET_PATH: datasetPath,
    SANDBOX_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
    WAREHOUSE_API_URL: '',
    SANITY_REVALIDATE_SECRET: SECRET,
    // The sources were typechecked by npm test; the build's time is the site's.
    BUILD_TYPECHECKED: '1',
  }
  let server
  try {
    const {
      result: buildSeconds,
      peakMb,
      heldBy,
    } = await withPeakMemory(() => build(root, env), [sandbox.pid])
    const manifest = JSON.parse(
      readFileSync(path.join(root, 'web', '.next', 'prerender-manifest.json'), 'utf8'),
    )
    const prebuilt = Object.keys(manifest.routes).filter((route) => route.startsWith('/_sites/')).length

    server = startNext(PORT, { ...process.env, ...env, NODE_ENV: 'production' })
    await waitFor('the server answering', async () => (await timedGet('tours', '/')).status === 200)

    const first = []
    const again = []
    for (const { site, path: pagePath } of content.onDemand) {
      const reply = await timedGet(site, pagePath)
      if (reply.status !== 200) throw new Error(`${site} ${pagePath} answered ${reply.status}`)
      first.push(reply.ms)
      again.push((await timedGet(site, pagePath)).ms)
    }

    const published = await publish(datasetPath, content)
    return {
      times: content.times,
      build: { seconds: round(buildSeconds), peakMb, heldBy, prebuilt },
      onDemand: { count: first.length, p50: percentileMs(first, 50), p95: percentileMs(first, 95) },
      cached: { p50: percentileMs(again, 50), p95: percentileMs(again, 95) },
      published,
    }
  } finally {
    if (server) {
      server.kill('SIGTERM')
      await stopped(server)
    }
    sandbox.kill('SIGTERM')
    await stopped(sandbox)
  }
}

/**
 * content.ts's post changes its title, then its brand's settings change: for each, the webhook is
 * sent as Sanity sends it (answered before the pages are rendered again); after the post's, its
 * page is asked for until it shows the title; after the settings', the same webhook again, asking
 * to be answered once every page is rendered (`Prefer: wait`: what waits is rendered once more).
 */
async function publish(datasetPath, content) {
  const post = content.published
  // Kept with its old title first, as a visitor's visit would have.
  if ((await timedGet(post.site, post.path)).status !== 200) throw new Error(`${post.path} is not a page`)
  const title = `Published at ${Date.now()}`
  editDocument(datasetPath, post.id, (edited) => ({ ...edited, title }))
  const start = performance.now()
  const postHook = await webhook(post.site, {
    _id: post.id,
    _type: 'post',
    brand: post.brand,
    slug: post.slug,
  })
  await waitFor('the post showing its new title', async () =>
    (await timedGet(post.site, post.path)).text.includes(title),
  )
  const shownAfterMs = Math.round(performance.now() - start)
  const settingsId = `siteSettings-${post.brand}`
  editDocument(datasetPath, settingsId, (edited) => ({ ...edited, tagline: `Changed at ${Date.now()}` }))
  const settingsChange = { _id: settingsId, _type: 'siteSettings', brand: post.brand, slug: null }
  const settingsStart = performance.now()
  const settingsHook = await webhook(post.site, settingsChange)
  await webhook(post.site, settingsChange, 600)
  const renderedAfterMs = Math.round(performance.now() - settingsStart)
  return { post: { ...postHook, shownAfterMs }, settings: { ...settingsHook, renderedAfterMs } }
}

/**
 * Sanity's webhook, signed: how long it took to answer and how many paths it named. With
 * `waitSeconds`, it asks to be answered once those are rendered again (`Prefer: wait`).
 */
async function webhook(site, change, waitSeconds = 0) {
  const { body, headers } = await signedWebhook(change, SECRET)
  const start = performance.now()
  const reply = await send(PORT, {
    method: 'POST',
    path: '/api/revalidate',
    host: `${site}.localhost`,
    headers: waitSeconds ? { ...headers, prefer: `wait=${waitSeconds}` } : headers,
    body,
    timeoutMs: (waitSeconds + 60) * 1000,
  })
  const ms = Math.round(performance.now() - start)
  const expected = waitSeconds ? 200 : 202
  if (reply.status !== expected) throw new Error(`The webhook answered ${reply.status}: ${reply.text}`)
  const answer = JSON.parse(reply.text)
  return { ms, paths: (answer.revalidated ?? answer.revalidating).length }
}
