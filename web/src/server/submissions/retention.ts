import { driverOf, type SubmissionsDb } from './database'
import { eraseFreedSpace } from './sqliteDialect'

type Env = Record<string, string | undefined>

const DAY_MS = 24 * 60 * 60_000

/** How long a delivered submission keeps its form values: SUBMISSION_RETENTION_DAYS, 30 by default. */
export function retentionDays(env: Env = process.env): number {
  const days = Number(env.SUBMISSION_RETENTION_DAYS)
  return Number.isFinite(days) && days > 0 ? days : 30
}

/**
 * Removes the personal data of submissions that were delivered everywhere longer ago than the
 * retention period, and where their visits came from. The rows stay (with an empty payload) so
 * counts and dates survive; a submission with a failed or pending delivery keeps everything until
 * someone acts on it. The error texts of their deliveries' earlier tries go too: an upstream's
 * refusal can quote what it was sent (a mail server names the address). Two cheap statements, so
 * it can run often; the second catches up with any purge it missed. Returns how many
 * submissions it purged.
 */
export async function purgeDeliveredPayloads(
  db: SubmissionsDb,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString()
  const { numUpdatedRows } = await db
    .updateTable('submissions')
    .set({
      payload: 'null',
      attribution: null,
      visitor_name: null,
      visitor_email: null,
      purged_at: now.toISOString(),
    })
    .where('purged_at', 'is', null)
    // Delivered after it was stored: this also covers a submission that had nothing to deliver.
    .where('created_at', '<=', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('deliveries')
            .select('deliveries.id')
            .whereRef('deliveries.submission_id', '=', 'submissions.id')
            .where((eb) =>
              eb.or([
                eb('deliveries.status', '!=', 'delivered'),
                eb('deliveries.delivered_at', 'is', null),
                eb('deliveries.delivered_at', '>', cutoff),
              ]),
            ),
        ),
      ),
    )
    .executeTakeFirst()
  const purged = Number(numUpdatedRows)
  await db
    .updateTable('delivery_attempts')
    .set({ error: null })
    .where('error', 'is not', null)
    .where('delivery_id', 'in', (eb) =>
      eb
        .selectFrom('deliveries')
        .innerJoin('submissions', 'submissions.id', 'deliveries.submission_id')
        .select('deliveries.id')
        .where('submissions.purged_at', 'is not', null),
    )
    .execute()
  const driver = driverOf(db)
  // SQLite keeps old page versions in its log and free pages; PostgreSQL's autovacuum reclaims
  // dead rows itself (its backups and WAL archives: docs/security.md).
  if (purged > 0 && driver.kind === 'sqlite') eraseFreedSpace(driver.database)
  return purged
}
