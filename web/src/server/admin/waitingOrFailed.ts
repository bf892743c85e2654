import type { SubmissionsDb } from '@/server/submissions/database'
import type { DeliveryStatus } from '@/server/submissions/schema'

/**
 * Few deliveries wait or failed: a store that runs well has next to none among a million. The
 * Submissions tool finds their submissions from them, down the deliveries' own index (status,
 * site, submitted_at, submission_id; migrations.ts), newest first, and then reads those rows by
 * id. Left to choose, PostgreSQL's planner read tens of thousands of rows to count the failed at a
 * million (docs/performance.md, "Scale: waiting and failed").
 */
export type FewStatus = Extract<DeliveryStatus, 'pending' | 'failed'>

/** A submission's place in the list's order (newest first): when it came, then its id. */
export type ListCursor = { createdAt: string; id: string }

export const isFewStatus = (status: DeliveryStatus | undefined): status is FewStatus =>
  status === 'pending' || status === 'failed'

/** Which of one site's submissions a walk reads, and in which order. */
export type StatusWalk = {
  status: FewStatus
  site: string
  /** Received at or after / before these ISO times. */
  from?: string
  to?: string
  /** Starts past this submission, in the walk's order. */
  beyond?: ListCursor
  /** Oldest first (a page towards the newer), not newest first. */
  oldestFirst?: boolean
}

export const STATUS_BATCH = 500

/**
 * One site's submissions with a delivery in the walk's status, in the list's order (created_at,
 * then id), each once, a batch at a time: each batch is read after the last is taken, from where
 * it ended (keyset paging down the index), so a reader that stops early reads no further.
 */
export async function* submissionsWithStatus(
  db: SubmissionsDb,
  walk: StatusWalk,
  batchSize = STATUS_BATCH,
): AsyncGenerator<ListCursor[]> {
  const order = walk.oldestFirst ? 'asc' : 'desc'
  let beyond = walk.beyond
  for (;;) {
    let query = db
      .selectFrom('deliveries')
      .select(['submission_id', 'submitted_at'])
      .where('status', '=', walk.status)
      .where('site', '=', walk.site)
    if (walk.from) query = query.where('submitted_at', '>=', walk.from)
    if (walk.to) query = query.where('submitted_at', '<', walk.to)
    if (beyond) {
      const { createdAt, id } = beyond
      query = query.where((eb) =>
        eb(
          eb.refTuple('submitted_at', 'submission_id'),
          walk.oldestFirst ? '>' : '<',
          eb.tuple(createdAt, id),
        ),
      )
    }
    const rows = await query
      .orderBy('submitted_at', order)
      .orderBy('submission_id', order)
      .limit(batchSize)
      .execute()
    // A submission's deliveries in the status are neighbours in this order, and the next batch
    // starts past the last of them.
    const places: ListCursor[] = []
    for (const { submission_id: id, submitted_at: createdAt } of rows)
      if (places.at(-1)?.id !== id) places.push({ createdAt, id })
    if (places.length) yield places
    const last = rows.at(-1)
    if (!last || rows.length < batchSize) return
    beyond = { createdAt: last.submitted_at, id: last.submission_id }
  }
}
