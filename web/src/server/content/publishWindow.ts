/**
 * When a scheduled item shows (publishWindows.ts applies it): from `availableFrom` (inclusive)
 * until `availableUntil` (exclusive), ISO instants, either end open when null. The Studio's field
 * is studio/schemas/documents/publishWindow.ts; a famil's window is computed (familWindow.ts).
 */
export type PublishWindow = { availableFrom: string | null; availableUntil: string | null }

/** An offer's dates as the Studio has them: it shows from `validFrom` until `validUntil`. */
export type OfferDates = { validFrom: string | null; validUntil: string | null }

/** An offer's dates as a publish window: the brochures' rule applies to offers too. */
export const offerWindow = ({ validFrom, validUntil }: OfferDates): PublishWindow => ({
  availableFrom: validFrom,
  availableUntil: validUntil,
})
