// The Submissions tool at scale (issue 49): a store filled with `size` synthetic submissions over
// a year, three deliveries each, then the tool's own queries timed on it (submissionsQuery.ts),
// p50 and p95. Run by scripts/bench-scale.mjs, from web/ (its `@/` imports), once per store and
// size:  node --expose-gc --import tsx ../scripts/bench/scale/submissions.ts <sqlite|postgres> <size> <url|file>
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { brandTimeZone, dayIn, sites, type BrandId } from '@travel/config'
import { openDatabase, type SubmissionsDb } from '../../../web/src/server/submissions/database'
import { submissionRows, type NewSubmission } from '../../../web/src/server/submissions/store'
import { writeSubmissionsCsv } from '../../../web/src/server/admin/csvExport'
import { DayTotalsTally, dayTotalKey } from '../../../web/src/server/submissions/dayTotals'
import {
  campaignReport,
  countsPerFormPerDay,
  listSubmissions,
  parseFilter,
  type SubmissionsFilter,
} from '../../../web/src/server/admin/submissionsQuery'

const YEAR_MS = 365 * 24 * 3600 * 1000
/** The newest synthetic submission: the time the tool's "now" queries look back from. */
const NEWEST = Date.parse('2026-12-01T00:00:00Z')
const SURNAMES = [
  'Smith',
  'Nguyen',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Kaur',
  'Walker',
  'Tane',
  'Rossi',
]
const GIVEN = ['Ana', 'Ben', 'Chloe', 'Dev', 'Emma', 'Finn', 'Grace', 'Hemi', 'Isla', 'Jack', 'Kiri', 'Liam']
const CAMPAIGNS = ['spring-sale', 'japan-2027', 'newsletter-11', 'golf-open', 'rail-winter', 'partners']
const CMS_FORMS = ['form-brochure', 'form-agents', 'form-groups', 'form-newsletter', 'form-events']

/** A seeded generator: the same size makes the same store, run after run. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296
    return state / 4294967296
  }
}

const pick = <T>(from: readonly T[], next: () => number): T => from[Math.floor(next() * from.length)]!

/** The i-th synthetic submission, as a form route hands it to the store: valid values, three upstreams. */
function syntheticSubmission(i: number, next: () => number): NewSubmission {
  const site = pick(sites, next).id
  const name = `${pick(GIVEN, next)} ${pick(SURNAMES, next)}`
  const email = `${name.toLowerCase().replace(' ', '.')}.${i}@example.com`
  const campaign = next() < 0.3 ? pick(CAMPAIGNS, next) : null
  const attribution = campaign
    ? {
        landingPage: `https://example.com/offers/${campaign}`,
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: campaign,
      }
    : { landingPage: 'https://example.com/' }
  const kind = next()
  if (kind < 0.5)
    return {
      site,
      formKind: 'contact',
      payload: { fullName: name, email, phone: '+61 400 000 000', message: 'When does the next tour leave?' },
      targets: ['passenger-portal.contact-us', 'email.form-notification', 'email.form-confirmation'],
      attribution,
    }
  const ref = pick(CMS_FORMS, next)
  return {
    site,
    formKind: 'cms-form',
    payload: {
      form: ref,
      title: ref.replace('form-', 'Form '),
      submissionData: [
        { field: 'name', value: name },
        { field: 'email', value: email },
        { field: 'notes', value: 'Please send the printed copy.' },
      ],
    },
    targets: ['cms-store.form-submission', 'email.form-notification', 'email.form-confirmation'],
    attribution,
    form: {
      ref,
      title: ref.replace('form-', 'Form '),
      labels: { name: 'Name', email: 'Email', notes: 'Notes' },
    },
  }
}

/**
 * Fills the store with `size` submissions spread evenly over the year before NEWEST, in batches of
 * the store's own rows (submissionRows). Most deliveries are delivered, as in a store that has
 * been running; one in fifty failed, and the newest hundred wait.
 */
async function fill(db: SubmissionsDb, size: number): Promise<void> {
  const next = random(size)
  const BATCH = 500
  for (let start = 0; start < size; start += BATCH) {
    const rows: ReturnType<typeof submissionRows>[] = []
    for (let i = start; i < Math.min(size, start + BATCH); i += 1) {
      const at = new Date(NEWEST - YEAR_MS + Math.floor(((i + 1) / size) * YEAR_MS))
      const built = submissionRows(syntheticSubmission(i, next), at)
      const settled = size - i > 100
      const failed = settled && next() < 0.02
      rows.push({
        id: built.id,
        submission: built.submission,
        deliveries: built.deliveries.map((delivery) =>
          !settled
            ? delivery
            : failed
              ? { ...delivery, status: 'failed' as const, last_error: 'HTTP 503' }
              : { ...delivery, status: 'delivered' as const, delivered_at: at.toISOString() },
        ),
      })
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('submissions')
        .values(rows.map((row) => row.submission))
        .execute()
      await trx
        .insertInto('deliveries')
        .values(rows.flatMap((row) => row.deliveries))
        .execute()
      // The day totals the store keeps as it stores each one (dayTotals.ts), added a batch at a time.
      const tally = new DayTotalsTally()
      for (const { submission } of rows)
        tally.add(dayTotalKey(submission, submission.created_at), submission.form_title)
      await tally.addTo(trx)
    })
  }
}

/** p50 and p95 of `runs` timings of `work`, in ms, after one run to warm it. */
async function timed(work: () => Promise<unknown>, runs = 20): Promise<{ p50: number; p95: number }> {
  await work()
  const times: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now()
    await work()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!
  return { p50: Math.round(at(0.5) * 10) / 10, p95: Math.round(at(0.95) * 10) / 10 }
}

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
  const [kind, sizeArg, where] = process.argv.slice(2)
  if ((kind !== 'sqlite' && kind !== 'postgres') || !sizeArg || !where) {
    console.error('usage: submissions.ts <sqlite|postgres> <size> <file|url>')
    process.exit(2)
  }
  const size = Number(sizeArg)
  const db = await openDatabase(kind === 'sqlite' ? { kind, file: where } : { kind, url: where })
  try {
    const filling = performance.now()
    // A store already filled to this size (kept from an earlier run, to measure a change again) is used as it is.
    const stored = await db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow()
    if (Number(stored.count) === 0) {
      await fill(db, size)
      // PostgreSQL's autovacuum gathers a table's statistics some time after a load like this;
      // a running store has them. SQLite's store never gathers any, so neither does the bench.
      if (kind === 'postgres') await sql`analyze`.execute(db)
    } else if (Number(stored.count) !== size)
      throw new Error(`${where} holds ${stored.count} submissions, not ${size}`)
    const fillSeconds = (performance.now() - filling) / 1000
    const brand: BrandId = 'tours'
    // The last 30 days as the tool asks for them: From, a day of the brand's clock.
    const lastMonth = parseFilter(brand, {
      from: dayIn(NEWEST - 30 * 24 * 3600 * 1000, brandTimeZone(brand)),
    })
    if (typeof lastMonth === 'string') throw new Error(lastMonth)
    const filters: Record<string, SubmissionsFilter> = {
      brand: { brand },
      search: { brand, search: 'smith' },
      month: lastMonth,
    }
    // Where the 200th page starts: the cursor a visitor paging there would hold.
    const deepRow = await db
      .selectFrom('submissions')
      .select(['created_at', 'id'])
      .where('site', 'in', ['tours', 'tours-nz'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(Math.min(199 * 50, Math.floor(size * 0.3)))
      .limit(1)
      .executeTakeFirstOrThrow()
    const deep = { createdAt: deepRow.created_at, id: deepRow.id }
    const figures = {
      'list, first page': await timed(() => listSubmissions(db, filters.brand!)),
      'list, 200 pages in': await timed(() => listSubmissions(db, filters.brand!, { older: deep })),
      'list, failed': await timed(() => listSubmissions(db, { brand, status: 'failed' })),
      search: await timed(() => listSubmissions(db, filters.search!)),
      'counts per day, 30 days': await timed(() => countsPerFormPerDay(db, filters.month!)),
      'counts per day, the year': await timed(() => countsPerFormPerDay(db, filters.brand!), 5),
      'attribution report, the year': await timed(() => campaignReport(db, filters.brand!), 5),
      // Filters the day totals cannot answer: counted from the rows.
      'counts per day, the failed': await timed(
        () => countsPerFormPerDay(db, { brand, status: 'failed' }),
        5,
      ),
      'counts per day, a search': await timed(() => countsPerFormPerDay(db, filters.search!), 5),
    }
    const exported = await exportFigures(db, filters.brand!)
    console.log(
      JSON.stringify({ store: kind, size, fillSeconds: Math.round(fillSeconds), figures, exported }),
    )
  } finally {
    await db.destroy()
  }
}

void main()
