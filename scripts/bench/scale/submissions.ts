// The Submissions tool at scale (issue 49): a store filled with `size` synthetic submissions over
// a year, three deliveries each, then the tool's own queries timed on it (submissionsQuery.ts),
// p50 and p95. Run by scripts/bench-scale.mjs, from web/ (its `@/` imports), once per store and
// size:  node --expose-gc --import tsx ../scripts/bench/scale/submissions.ts <sqlite|postgres> <size> <url|file>
import { performance } from 'node:perf_hooks'
import { brandTimeZone, dayIn, type BrandId } from '@travel/config'
import type { SubmissionsDb } from '../../../web/src/server/submissions/database'
import { writeSubmissionsCsv } from '../../../web/src/server/admin/csvExport'
import {
  campaignReport,
  countsPerFormPerDay,
  listSubmissions,
  parseFilter,
  type SubmissionsFilter,
} from '../../../web/src/server/admin/submissionsQuery'
import { filledStore, NEWEST, storeArguments, timed } from './synthetic'

/** The memory the process holds (its heap after a full collection), in MB: what stays, not garbage. */
function liveMb(): number {
  const collect = (globalThis as { gc?: () => void }).gc
  if (!collect) throw new Error('Run with node --expose-gc: the export measures what memory it holds')
  collect()
  return process.memoryUsage().heapUsed / 1e6
}

/**
 * The brand's whole CSV export, as the route streams it, to a reader that takes each chunk at
 * once: how long, how large, the most memory the process held during it (sampled every 20
 * batches, after a full collection) above what it held before, and its peak RSS.
 */
async function exportFigures(db: SubmissionsDb, filter: SubmissionsFilter) {
  const before = liveMb()
  let live = before
  let peakRss = process.memoryUsage().rss
  let bytes = 0
  let chunks = 0
  const start = performance.now()
  await writeSubmissionsCsv(db, filter, async (chunk) => {
    bytes += Buffer.byteLength(chunk)
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
    chunks += 1
    if (chunks % 20 === 0) live = Math.max(live, liveMb())
  })
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    seconds: round((performance.now() - start) / 1000),
    megabytes: round(bytes / 1e6),
    liveRiseMb: round(live - before),
    peakRssMb: round(peakRss / 1e6),
  }
}

async function main(): Promise<void> {
  const { kind, size, where } = storeArguments('submissions.ts')
  const { db, fillSeconds } = await filledStore(kind, where, size)
  try {
    const brand: BrandId = 'tours'
    // The last 30 days as the tool asks for them: From, a day of the brand's clock.
    const lastMonth = parseFilter(brand, {
      from: dayIn(NEWEST - 30 * 24 * 3600 * 1000, brandTimeZone(brand)),
    })
    if (typeof lastMonth === 'string') throw new Error(lastMonth)
    const filters: Record<string, SubmissionsFilter> = {
      brand: { brand },
      // A surname one visitor in ten has here (synthetic.ts).
      search: { brand, search: 'smith' },
      month: lastMonth,
    }
    // Where the 200th page starts: the cursor a visitor paging there would hold.
    const deepRow = await db
      .selectFrom('submissions')
      .select(['created_at', 'id', 'visitor_email'])
      .where('site', 'in', ['tours', 'tours-nz'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(Math.min(199 * 50, Math.floor(size * 0.3)))
      .limit(1)
      .executeTakeFirstOrThrow()
    const deep = { createdAt: deepRow.created_at, id: deepRow.id }
    // One visitor's email address, as an operator pastes it.
    filters.oneVisitor = { brand, search: deepRow.visitor_email! }
    const figures = {
      'list, first page': await timed(() => listSubmissions(db, filters.brand!)),
      'list, 200 pages in': await timed(() => listSubmissions(db, filters.brand!, { older: deep })),
      'list, failed': await timed(() => listSubmissions(db, { brand, status: 'failed' })),
      search: await timed(() => listSubmissions(db, filters.search!)),
      'search, one visitor': await timed(() => listSubmissions(db, filters.oneVisitor!)),
      'counts per day, 30 days': await timed(() => countsPerFormPerDay(db, filters.month!)),
      'counts per day, the year': await timed(() => countsPerFormPerDay(db, filters.brand!), 5),
      'attribution report, the year': await timed(() => campaignReport(db, filters.brand!), 5),
      // Filters the day totals cannot answer: counted from the rows.
      'counts per day, the failed': await timed(
        () => countsPerFormPerDay(db, { brand, status: 'failed' }),
        5,
      ),
      'counts per day, a search': await timed(() => countsPerFormPerDay(db, filters.search!), 5),
      'counts per day, one visitor': await timed(() => countsPerFormPerDay(db, filters.oneVisitor!), 5),
    }
    const exported = await exportFigures(db, filters.brand!)
    console.log(JSON.stringify({ store: kind, size, fillSeconds, figures, exported }))
  } finally {
    await db.destroy()
  }
}

void main()
