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
  const last = await trx
    .selectFrom('delivery_attempts')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('delivery_id', '=', event.deliveryId)
    .executeTakeFirst()
  await trx
    .insertInto('delivery_attempts')
    .values({
      delivery_id: event.deliveryId,
      seq: Number(last?.seq ?? 0) + 1,
      attempt: event.attempt,
      at: event.at,
      outcome: event.outcome,
      error: event.error,
    })
    .execute()
}
