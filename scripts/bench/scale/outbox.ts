// The outbox at scale (issue 49): a store whose back office was away, with `pending` deliveries
// waiting, then (1) the claim's p50 and p95, with the backlog in the store, and (2) the whole
// backlog drained by one process's outbox to the sandbox's CMS store over HTTP, against what the
// sandbox takes from a client that does nothing else (the upstream's own limit on this machine).
// Every delivery must be sent once and marked delivered once. Run by scripts/bench-scale.mjs, from
// web/ (its `@/` imports), once per store and backlog:
//   node --import tsx ../scripts/bench/scale/outbox.ts <sqlite|postgres> <pending> <url|file> <sandbox url> [concurrency]
import { performance } from 'node:perf_hooks'
import { createOutbox, DEFAULT_CONCURRENCY, type Deliver } from '../../../web/src/server/submissions/outbox'
import type { SubmissionsDb } from '../../../web/src/server/submissions/database'
import { filledStore, storeArguments, timed } from './synthetic'

/** What the bench posts for every delivery: a stored CMS-form submission, as the CMS store takes it. */
function storeCall(sandbox: string, body: unknown): Promise<void> {
  return fetch(`${sandbox}/site-api/cms/submit-form/public/store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'company-code': 'BENCH' },
    body: JSON.stringify({ type: 'form', email: 'bench@example.com', contents: JSON.stringify(body) }),
  }).then(async (response) => {
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`The CMS store answered ${response.status}`)
  })
}

/** How many calls a second the sandbox takes from `concurrency` callers posting `count` in all. */
async function upstreamRate(sandbox: string, count: number, concurrency: number): Promise<number> {
  let next = 0
  const caller = async () => {
    while (next < count) {
      next += 1
      await storeCall(sandbox, { submission: `direct-${next}` })
    }
  }
  const start = performance.now()
  await Promise.all(Array.from({ length: concurrency }, caller))
  return Math.round(count / ((performance.now() - start) / 1000))
}

/** Counts of the store's deliveries by status. */
async function deliveryStatuses(db: SubmissionsDb): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('deliveries')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy('status')
    .execute()
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]))
}

async function main(): Promise<void> {
  const { kind, size: pending, where } = storeArguments('outbox.ts')
  const [sandbox, concurrencyArg] = process.argv.slice(5)
  if (!sandbox) throw new Error('outbox.ts needs the sandbox URL after the store')
  const concurrency = Number(concurrencyArg || DEFAULT_CONCURRENCY)
  // Three deliveries a submission: the newest third of the store waits, the rest was delivered.
  const waiting = Math.ceil(pending / 3)
  const { db, fillSeconds } = await filledStore(kind, where, waiting * 3, waiting)
  try {
    const before = await deliveryStatuses(db)
    const sent = new Map<string, number>()
    const deliver: Deliver = async (attempt) => {
      sent.set(attempt.deliveryId, (sent.get(attempt.deliveryId) ?? 0) + 1)
      await storeCall(sandbox, attempt.payload)
    }
    const outbox = createOutbox(db, { deliver, concurrency })
    // (1) Each claim reserves the next due row; the rows claimed stay leased, as in a busy drain,
    // and are let go after.
    const claim = await timed(() => outbox.claim(), 200)
    await db.updateTable('deliveries').set({ locked_until: null, lease_token: null }).execute()
    // (2) The upstream's own rate from a client that only calls it, then the outbox's drain.
    const upstream = await upstreamRate(sandbox, 5000, concurrency)
    const start = performance.now()
    const outcomes = await outbox.drain()
    const seconds = (performance.now() - start) / 1000
    const after = await deliveryStatuses(db)
    const twice = [...sent.values()].filter((times) => times > 1).length
    console.log(
      JSON.stringify({
        store: kind,
        pending: before.pending ?? 0,
        fillSeconds,
        concurrency,
        claim,
        drain: {
          seconds: Math.round(seconds),
          perSecond: Math.round(outcomes.delivered / seconds),
          upstreamPerSecond: upstream,
          outcomes,
          sentTwice: twice,
          stillPending: after.pending ?? 0,
          delivered: (after.delivered ?? 0) - (before.delivered ?? 0),
        },
      }),
    )
  } finally {
    await db.destroy()
  }
}

void main()
