// Retention over a simulated year (issue 49): a store that receives `perYear` submissions a year,
// day after day for 15 months, each delivered at once, and purges as the server does (the
// payloads after SUBMISSION_RETENTION_DAYS, the rows after SUBMISSION_ROW_RETENTION_DAYS, in
// batches: retention.ts). Records the store's size every 30 days, and how long each day's purge
// took. Run by scripts/bench-scale.mjs, from web/ (its `@/` imports), on a fresh store:
//   node --import tsx ../scripts/bench/scale/retention.ts <sqlite|postgres> <per year> <file|url>
import { statSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { openDatabase, type SubmissionsDb } from '../../../web/src/server/submissions/database'
import {
  purgeDeliveredPayloads,
  removeExpiredRows,
  retentionDays,
  rowRetentionDays,
} from '../../../web/src/server/submissions/retention'
import { random, storeArguments, storeSynthetic } from './synthetic'

const DAY_MS = 24 * 3600 * 1000
const SIMULATED_DAYS = 450
const FIRST_DAY = Date.parse('2026-01-01T00:00:00Z')

/** The store's size on disk, in MB: SQLite's file and its log; PostgreSQL's database. */
async function storeMegabytes(
  db: SubmissionsDb,
  kind: 'sqlite' | 'postgres',
  where: string,
): Promise<number> {
  if (kind === 'sqlite') {
    const bytes = [where, `${where}-wal`].reduce((sum, file) => {
      try {
        return sum + statSync(file).size
      } catch {
        return sum
      }
    }, 0)
    return Math.round(bytes / 1e5) / 10
  }
  const { rows } = await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(
    db,
  )
  return Math.round(Number(rows[0]!.bytes) / 1e5) / 10
}

async function main(): Promise<void> {
  const { kind, size: perYear, where } = storeArguments('retention.ts')
  const db = await openDatabase(kind === 'sqlite' ? { kind, file: where } : { kind, url: where })
  // The server's defaults (30 days for the values, a year for the rows).
  const days = { values: retentionDays({}), rows: rowRetentionDays({}) }
  try {
    const next = random(perYear)
    const perDay = Math.round(perYear / 365)
    const curve: { day: number; megabytes: number; submissions: number }[] = []
    const purgeMs: number[] = []
    for (let day = 0; day < SIMULATED_DAYS; day += 1) {
      const dayStart = FIRST_DAY + day * DAY_MS
      await storeSynthetic(db, {
        first: day * perDay,
        count: perDay,
        at: (i) => new Date(dayStart + Math.floor(((i - day * perDay) / perDay) * DAY_MS)),
        settled: () => 'delivered',
        next,
      })
      const now = new Date(dayStart + DAY_MS)
      const started = performance.now()
      await purgeDeliveredPayloads(db, { retentionDays: days.values, now })
      await removeExpiredRows(db, { rowRetentionDays: days.rows, now })
      purgeMs.push(performance.now() - started)
      // PostgreSQL's autovacuum makes dead rows' space reusable many times a day; the simulation's
      // days pass in a second, so it vacuums once a day itself (plain VACUUM, which shrinks nothing).
      if (kind === 'postgres') await sql`vacuum`.execute(db)
      if ((day + 1) % 30 === 0) {
        const stored = await db
          .selectFrom('submissions')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .executeTakeFirstOrThrow()
        curve.push({
          day: day + 1,
          megabytes: await storeMegabytes(db, kind, where),
          submissions: Number(stored.count),
        })
      }
    }
    purgeMs.sort((a, b) => a - b)
    console.log(
      JSON.stringify({
        store: kind,
        perYear,
        days,
        curve,
        purgeMs: {
          p50: Math.round(purgeMs[Math.floor(purgeMs.length / 2)]!),
          max: Math.round(purgeMs.at(-1)!),
        },
      }),
    )
  } finally {
    await db.destroy()
  }
}

void main()
