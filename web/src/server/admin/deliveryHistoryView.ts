import type { SubmissionsDb } from '@/server/submissions/database'
import type { DeliveryEventOutcome } from '@/server/submissions/schema'
import { plainError } from '@/server/submissions/plainError'
import type { DeliveryView, SubmissionView } from './submissionView'

/** One entry of a delivery's history as the admin API answers it (docs/admin.md). */
export type DeliveryEventView = {
  at: string
  /** `retry`: the try did not deliver and another follows; `requeued`: someone sent it again. */
  outcome: DeliveryEventOutcome
  /** The try's number in its retry period (a requeue starts a new one); null for a requeue. */
  attempt: number | null
  /** The raw error, for the developer. */
  error: string | null
  /** The same in plain words, for the editor (plainError). */
  errorPlain: string | null
}

/** A delivery with its history: the detail view's. */
export type DeliveryDetailView = DeliveryView & {
  /** Every recorded try and requeue, oldest first. */
  history: DeliveryEventView[]
  /** It was tried before its history was kept (migration 2026-11-28-submission-history). */
  earlierTriesUnrecorded: boolean
}

/** A submission whose deliveries carry their histories: GET /api/admin/submissions/<id>. */
export type SubmissionDetailView = Omit<SubmissionView, 'deliveries'> & { deliveries: DeliveryDetailView[] }

/**
 * Whether tries are missing from the start of a history: a delivery tried with nothing recorded,
 * one whose history opens with a requeue (which follows failed tries), or with a later try.
 */
function earlierTriesUnrecorded(delivery: DeliveryView, history: DeliveryEventView[]): boolean {
  const [first] = history
  if (!first) return delivery.attempts > 0
  return first.outcome === 'requeued' || (first.attempt ?? 1) > 1
}

/** The submission with each delivery's history, the errors in plain words beside the raw text. */
export async function withDeliveryHistory(
  db: SubmissionsDb,
  submission: SubmissionView,
): Promise<SubmissionDetailView> {
  const ids = submission.deliveries.map(({ id }) => id)
  const rows = ids.length
    ? await db
        .selectFrom('delivery_attempts')
        .select(['delivery_id', 'seq', 'attempt', 'at', 'outcome', 'error'])
        .where('delivery_id', 'in', ids)
        .orderBy('delivery_id')
        .orderBy('seq')
        .execute()
    : []
  return {
    ...submission,
    deliveries: submission.deliveries.map((delivery) => {
      const history = rows
        .filter((row) => row.delivery_id === delivery.id)
        .map((row) => ({
          at: row.at,
          outcome: row.outcome,
          attempt: row.attempt === null ? null : Number(row.attempt),
          error: row.error,
          errorPlain: plainError(row.error, delivery.target),
        }))
      return { ...delivery, history, earlierTriesUnrecorded: earlierTriesUnrecorded(delivery, history) }
    }),
  }
}
