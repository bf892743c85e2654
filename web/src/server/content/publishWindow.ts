/**
 * When a scheduled item shows (publishWindows.ts applies it): from `availableFrom` (inclusive)
 * until `availableUntil` (exclusive), ISO instants, either end open when null. The Studio's field
 * is studio/schemas/documents/publishWindow.ts; a famil's window is computed (familWindow.ts).
 */
export type PublishWindow = { availableFrom: string | null; availableUntil: string | null }
