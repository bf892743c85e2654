import type { Transaction } from 'kysely'
import { isPostgres } from './database'
import { dayTotalKey, DayTotalsTally } from './dayTotals'
import { DELIVERY_STATUSES, type DeliveryStatus, type SubmissionsDatabase } from './schema'

/** A delivery whose status a transaction changed. */
export type StatusMove = { submissionId: string; from: DeliveryStatus; to: DeliveryStatus }

/** How many submissions one read of their deliveries takes (a requeue may move thousands). */
const MOVE_BATCH = 500

/**
 * The submissions `ids`, for a change of their deliveries' statuses to be restricted to
 * (`where submission_id in …`): on PostgreSQL it locks their rows, in order, as the change is
 * made. Two transactions moving deliveries of one submission (two workers settling its targets)
 * so take turns, and moveStatusTotals, after the change, reads the other's move once committed.
 * SQLite has one writer at a time, and the change makes the transaction that writer.
 */
export function lockedSubmissions(trx: Transaction<SubmissionsDatabase>, ids: readonly string[]) {
  const submissions = trx.selectFrom('submissions').select('id').where('id', 'in', ids)
  return isPostgres(trx) ? submissions.orderBy('id').forUpdate() : submissions
}

/**
 * Keeps the day totals per delivery status (dayTotals.ts) in step with `moves`, made in `trx`
 * just before, restricted to lockedSubmissions: a submission counts in a status's total while at
 * least one of its deliveries is in it. It reads what the submissions' deliveries are now, and
 * what they were is that with each move undone, so it needs no read before the change.
 */
export async function moveStatusTotals(
  trx: Transaction<SubmissionsDatabase>,
  moves: readonly StatusMove[],
): Promise<void> {
  const movesOf = new Map<string, StatusMove[]>()
  for (const move of moves)
    if (move.from !== move.to)
      movesOf.set(move.submissionId, [...(movesOf.get(move.submissionId) ?? []), move])
  const ids = [...movesOf.keys()].sort()
  const tally = new DayTotalsTally()
  for (let start = 0; start < ids.length; start += MOVE_BATCH) {
    const batch = ids.slice(start, start + MOVE_BATCH)
    const rows = await trx
      .selectFrom('deliveries')
      .innerJoin('submissions', 'submissions.id', 'deliveries.submission_id')
      .select([
        'submissions.id as id',
        'submissions.site as site',
        'submissions.form_kind as form_kind',
        'submissions.form_ref as form_ref',
        'submissions.form_title as form_title',
        'submissions.utm_source as utm_source',
        'submissions.utm_medium as utm_medium',
        'submissions.utm_campaign as utm_campaign',
        'submissions.created_at as created_at',
        'deliveries.status as status',
      ])
      .where('submissions.id', 'in', batch)
      .execute()
    const submissions = new Map<string, { row: (typeof rows)[number]; now: Map<DeliveryStatus, number> }>()
    for (const row of rows) {
      const { now } = submissions.get(row.id) ?? submissions.set(row.id, { row, now: new Map() }).get(row.id)!
      now.set(row.status, (now.get(row.status) ?? 0) + 1)
    }
    for (const [id, { row, now }] of submissions) {
      const before = new Map(now)
      for (const { from, to } of movesOf.get(id)!) {
        before.set(to, (before.get(to) ?? 0) - 1)
        before.set(from, (before.get(from) ?? 0) + 1)
      }
      for (const status of DELIVERY_STATUSES) {
        const had = (before.get(status) ?? 0) > 0
        const has = (now.get(status) ?? 0) > 0
        if (had !== has) tally.add(dayTotalKey(row, row.created_at, status), row.form_title, has ? 1 : -1)
      }
    }
  }
  await tally.addTo(trx)
}
