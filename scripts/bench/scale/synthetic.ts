// The synthetic store the scale bench measures (issue 49): submissions as the form routes hand
// them to the store, over a year, three deliveries each, written as the store writes them
// (submissionRows, the day totals). Shared by submissions.ts and outbox.ts.
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { sites } from '@travel/config'
import { openDatabase, type SubmissionsDb } from '../../../web/src/server/submissions/database'
import { submissionRows, type NewSubmission } from '../../../web/src/server/submissions/store'
import { DayTotalsTally } from '../../../web/src/server/submissions/dayTotals'

export const YEAR_MS = 365 * 24 * 3600 * 1000
/** The newest synthetic submission: the time the tool's "now" queries look back from. */
export const NEWEST = Date.parse('2026-12-01T00:00:00Z')
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
export function random(seed: number): () => number {
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

/** What became of a synthetic submission's deliveries. */
export type Settled = 'pending' | 'delivered' | 'failed'

/**
 * Stores `count` synthetic submissions, numbered from `first`, the i-th at `at(i)` and its
 * deliveries as `settled(i)` says (delivered at once, or failed), in batches of the store's own
 * rows (submissionRows) with the day totals it keeps.
 */
export async function storeSynthetic(
  db: SubmissionsDb,
  {
    first,
    count,
    at,
    settled,
    next,
  }: {
    first: number
    count: number
    at: (i: number) => Date
    settled: (i: number) => Settled
    next: () => number
  },
): Promise<void> {
  const BATCH = 500
  for (let start = first; start < first + count; start += BATCH) {
    const rows: ReturnType<typeof submissionRows>[] = []
    for (let i = start; i < Math.min(first + count, start + BATCH); i += 1) {
      const when = at(i)
      const built = submissionRows(syntheticSubmission(i, next), when)
      const outcome = settled(i)
      rows.push({
        id: built.id,
        submission: built.submission,
        deliveries: built.deliveries.map((delivery) =>
          outcome === 'pending'
            ? delivery
            : outcome === 'failed'
              ? { ...delivery, status: 'failed' as const, last_error: 'HTTP 503' }
              : { ...delivery, status: 'delivered' as const, delivered_at: when.toISOString() },
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
      // The day totals the store keeps as it stores each one, and as its deliveries settle
      // (dayTotals.ts), added a batch at a time.
      const tally = new DayTotalsTally()
      for (const { submission, deliveries } of rows) tally.addStored(submission, deliveries)
      await tally.addTo(trx)
    })
  }
}

/**
 * Fills the store with `size` submissions spread evenly over the year before NEWEST. Most
 * deliveries are delivered, as in a store that has been running; one in fifty failed, and the
 * newest `waiting` wait, due now.
 */
function fill(db: SubmissionsDb, size: number, waiting: number): Promise<void> {
  const next = random(size)
  return storeSynthetic(db, {
    first: 0,
    count: size,
    at: (i) => new Date(NEWEST - YEAR_MS + Math.floor(((i + 1) / size) * YEAR_MS)),
    settled: (i) => (size - i <= waiting ? 'pending' : next() < 0.02 ? 'failed' : 'delivered'),
    next,
  })
}

/** p50 and p95 of `runs` timings of `work`, in ms, after one run to warm it. */
export async function timed(work: () => Promise<unknown>, runs = 20): Promise<{ p50: number; p95: number }> {
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

/**
 * The store at `where`, holding `size` synthetic submissions of which the newest `waiting` have
 * their deliveries pending: filled now when empty, or as kept from an earlier run (to measure a
 * change again), which must hold that many. Resolves with the store and how long filling took.
 */
export async function filledStore(
  kind: 'sqlite' | 'postgres',
  where: string,
  size: number,
  waiting = 100,
): Promise<{ db: SubmissionsDb; fillSeconds: number }> {
  const db = await openDatabase(kind === 'sqlite' ? { kind, file: where } : { kind, url: where })
  const filling = performance.now()
  const stored = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow()
  if (Number(stored.count) === 0) {
    await fill(db, size, waiting)
    // PostgreSQL's autovacuum gathers a table's statistics some time after a load like this;
    // a running store has them. SQLite's store never gathers any, so neither does the bench.
    if (kind === 'postgres') await sql`analyze`.execute(db)
  } else if (Number(stored.count) !== size) {
    await db.destroy()
    throw new Error(`${where} holds ${stored.count} submissions, not ${size}`)
  }
  return { db, fillSeconds: Math.round((performance.now() - filling) / 1000) }
}

/** The store kind and place a measuring process is given on its command line, and its size. */
export function storeArguments(usage: string): { kind: 'sqlite' | 'postgres'; size: number; where: string } {
  const [kind, sizeArg, where] = process.argv.slice(2)
  if ((kind !== 'sqlite' && kind !== 'postgres') || !sizeArg || !where) {
    console.error(`usage: ${usage} <sqlite|postgres> <size> <file|url>`)
    process.exit(2)
  }
  return { kind, size: Number(sizeArg), where }
}
