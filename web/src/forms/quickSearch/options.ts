import { PRODUCT_TYPE_LABELS } from '@travel/config'
import { isProductType, PRODUCT_TYPES, type ProductType } from '@/site/products'

/**
 * The quick search's fixed lists (spec 02 §3): travel types with their labels, and the four
 * durations. The values go to the back office as the spec gives them; the labels are only shown.
 */
export type TravelType = ProductType

/** The spec shows golf-package as 'Golfs', the booking site's path word; we write it in English. */
export const TRAVEL_TYPE_LABELS: Record<TravelType, string> = PRODUCT_TYPE_LABELS

export const TRAVEL_TYPES = PRODUCT_TYPES.map((value) => ({ value, label: TRAVEL_TYPE_LABELS[value] }))

/**
 * The spec shows the first label only ('1-10 Days'); the others follow its pattern and the
 * values' own words (docs/upstream.md, "Known differences").
 */
const DURATION_VALUES = [
  'ONE_TO_TEN_DAYS',
  'TEN_TO_FIFTEEN_DAYS',
  'FIFTEEN_TO_TWENTY_DAYS',
  'MORE_THAN_TWENTY',
] as const
export type Duration = (typeof DURATION_VALUES)[number]

export const DURATION_LABELS: Record<Duration, string> = {
  ONE_TO_TEN_DAYS: '1-10 Days',
  TEN_TO_FIFTEEN_DAYS: '10-15 Days',
  FIFTEEN_TO_TWENTY_DAYS: '15-20 Days',
  MORE_THAN_TWENTY: 'More than 20 Days',
}

export const DURATIONS = DURATION_VALUES.map((value) => ({ value, label: DURATION_LABELS[value] }))

export function isTravelType(value: unknown): value is TravelType {
  return isProductType(value)
}

export function isDuration(value: unknown): value is Duration {
  return DURATIONS.some((duration) => duration.value === value)
}
