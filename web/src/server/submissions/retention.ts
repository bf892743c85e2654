import { setImmediate as nextTurn } from 'node:timers/promises'
import { driverOf, type SubmissionsDb } from './database'
import { eraseFreedSpace } from './sqliteDialect'

type Env = Record<string, string | undefined>

const DAY_MS = 24 * 60 * 60_000

/**
 * How many submissions one statement purges or removes: a batch commits in milliseconds, and the
 * server answers between two (SQLite's queries run on the event loop, and hold the writer).
 */
export const RETENTION_BATCH = 1000

function positiveDays(value: string | undefined, fallback: number): number {
  const days = Number(value)
  return Number.isFinite(days) && days > 0 ? days : fallback
}

/** How long a delivered submission keeps its form values: SUBMISSION_RETENTION_DAYS, 30 by default. */
export function retentionDays(env: Env = process.env): number {
  return positiveDays(env.SUBMISSION_RETENTION_DAYS, 30)
}

/**
 * How long a purged submission's row (its form, dates and deliveries' history) is kept, from the
 * day it was stored: SUBMISSION_ROW_RETENTION_DAYS, a year by default. Its counts outlive it in
 * the day totals (dayTotals.ts), so the Submissions tool's counts and report are unchanged.
 */
export function rowRetentionDays(env: Env = process.env): number {
  return positiveDays(env.SUBMISSION_ROW_RETENTION_DAYS, 365)
}

/** What a purge is given: the moment it runs, and how many rows each batch takes (tests make it small). */
type Purging = { now?: Date; batchSize?: number }

/** A batch of submissions to act on, and whether more may be due after it. */
type DueBatch = { ids: string[]; more: boolean }

/**
 * Acts on the submissions `due` names, a batch at a time, each batch in one transaction, the
 * server answering between two, until `due` says none is left; then hands the freed space back.
 * Returns how many submissions it acted on.
 */
async function inBatches(
  db: SubmissionsDb,
  due: () => Promise<DueBatch>,
  act: (trx: SubmissionsDb, ids: string[]) => Promise<void>,
): Promise<number> {
  let total = 0
  for (;;) {
    const { ids, more } = await due()
    if (ids.length > 0) await db.transaction().execute((trx) => act(trx, ids))
    total += ids.length
    if (!more) break
    await nextTurn()
  }
  // SQLite keeps old page versions in its log and free pages; PostgreSQL's autovacuum reclaims
  // dead rows itself (its backups and WAL archives: docs/security.md).
  const driver = driverOf(db)
  if (total > 0 && driver.kind === 'sqlite') eraseFreedSpace(driver.database)
  return total
}

/**
 * Removes the personal data of submissions that were delivered everywhere longer ago than the
 * retention period, and where their visits came from. The rows stay (with an empty payload), with
 * their dates and delivery histories, until removeExpiredRows takes them; a submission with a
 * failed or pending delivery keeps everything until someone acts on it. The error texts of their
 * deliveries' earlier tries go too: an upstream's refusal can quote what it was sent (a mail
 * server names the address). A thousand submissions at a time, each batch with its errors in one
 * transaction. Returns how many submissions it purged.
 */
export async function purgeDeliveredPayloads(
  db: SubmissionsDb,
  { retentionDays, now = new Date(), batchSize = RETENTION_BATCH }: { retentionDays: number } & Purging,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString()
  // The unpurged are read oldest first down their index (purged_at, created_at), from where the
  // last batch ended, and the few still waiting or failed among them are left out by their
  // deliveries, read by submission. One query that left them out itself was planned by PostgreSQL,
  // at a million submissions, as a hash of every delivery: 10-18 s a batch (docs/performance.md).
  let after: { createdAt: string; id: string } | undefined
  return inBatches(
    db,
    async () => {
      const from = after
      const candidates = await db
        .selectFrom('submissions')
        .select(['id', 'created_at'])
        .where('purged_at', 'is', null)
        .where('created_at', '<=', cutoff)
        .$if(from !== undefined, (query) =>
          query.where((eb) =>
            eb.or([
              eb('created_at', '>', from!.createdAt),
              eb.and([eb('created_at', '=', from!.createdAt), eb('id', '>', from!.id)]),
            ]),
          ),
        )
        .orderBy('created_at')
        .orderBy('id')
        .limit(batchSize)
        .execute()
      const last = candidates.at(-1)
      if (last) after = { createdAt: last.created_at, id: last.id }
      const ids = candidates.map((candidate) => candidate.id)
      // Delivered after it was stored: this also covers a submission that had nothing to deliver.
      const kept =
        ids.length === 0
          ? []
          : await db
              .selectFrom('deliveries')
              .select('submission_id')
              .where('submission_id', 'in', ids)
              .where((eb) =>
                eb.or([
                  eb('status', '!=', 'delivered'),
                  eb('delivered_at', 'is', null),
                  eb('delivered_at', '>', cutoff),
                ]),
              )
              .execute()
      const keep = new Set(kept.map((row) => row.submission_id))
      return { ids: ids.filter((id) => !keep.has(id)), more: candidates.length === batchSize }
    },
    async (trx, ids) => {
      await trx
        .updateTable('submissions')
        .set({
          payload: 'null',
          attribution: null,
          visitor_name: null,
          visitor_email: null,
          purged_at: now.toISOString(),
        })
        .where('id', 'in', ids)
        .execute()
      await trx
        .updateTable('delivery_attempts')
        .set({ error: null })
        .where('error', 'is not', null)
        .where('delivery_id', 'in', (eb) =>
          eb.selectFrom('deliveries').select('id').where('submission_id', 'in', ids),
        )
        .execute()
    },
  )
}

/**
 * Removes the rows of purged submissions stored longer ago than `rowRetentionDays`, with their
 * deliveries and those deliveries' histories, a thousand at a time: the store stops growing once
 * its oldest rows are that old. Only purged ones: a submission whose delivery failed or waits
 * keeps everything. Returns how many submissions it removed.
 */
export async function removeExpiredRows(
  db: SubmissionsDb,
  { rowRetentionDays, now = new Date(), batchSize = RETENTION_BATCH }: { rowRetentionDays: number } & Purging,
): Promise<number> {
  const cutoff = new Date(now.getTime() - rowRetentionDays * DAY_MS).toISOString()
  return inBatches(
    db,
    async () => {
      // Down the purged's own index (submissions_purged_created): the index of the unpurged
      // holds every purged row too, and a range of purged_at could not stop at the cutoff.
      const rows = await db
        .selectFrom('submissions')
        .select('id')
        .where('purged_at', 'is not', null)
        .where('created_at', '<=', cutoff)
        .orderBy('created_at')
        .limit(batchSize)
        .execute()
      return { ids: rows.map((row) => row.id), more: rows.length === batchSize }
    },
    async (trx, ids) => {
      await trx
        .deleteFrom('delivery_attempts')
        .where('delivery_id', 'in', (eb) =>
          eb.selectFrom('deliveries').select('id').where('submission_id', 'in', ids),
        )
        .execute()
      await trx.deleteFrom('deliveries').where('submission_id', 'in', ids).execute()
      await trx.deleteFrom('submissions').where('id', 'in', ids).execute()
    },
  )
}
