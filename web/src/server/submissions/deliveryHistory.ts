import { sql } from 'kysely'
import type { SubmissionsDb } from './database'
import type { DeliveryEventOutcome } from './schema'

/** One entry of a delivery's history (delivery_attempts). */
export type DeliveryEvent = {
  deliveryId: string
  at: string
  outcome: DeliveryEventOutcome
  /** The try's number in its retry period; null for a requeue. */
  attempt: number | null
  error: string | null
}

/**
 * Adds an event at the end of its delivery's history. Call it inside the transaction that
 * changes the delivery row, once that change is known to have happened: only the claim holding
 * the row's lease (or a requeue of a failed row, which no claim holds) writes, so no two writers
 * number one delivery's events at once.
 */
export async function recordDeliveryEvent(trx: SubmissionsDb, event: DeliveryEvent): Promise<void> {
  // One statement: the next number is read as the row is written.
  await trx
    .insertInto('delivery_attempts')
    .columns(['delivery_id', 'seq', 'attempt', 'at', 'outcome', 'error'])
    .expression((eb) =>
      eb
        .selectFrom('delivery_attempts')
        .select([
          eb.val(event.deliveryId).as('delivery_id'),
          sql<number>`coalesce(max(seq), 0) + 1`.as('seq'),
          eb.val(event.attempt).as('attempt'),
          eb.val(event.at).as('at'),
          eb.val(event.outcome).as('outcome'),
          eb.val(event.error).as('error'),
        ])
        .where('delivery_id', '=', event.deliveryId),
    )
    .execute()
}
