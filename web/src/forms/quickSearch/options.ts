import type { ProductType } from '@/site/products'

/**
 * The quick search's fixed lists (spec 02 §3): travel types with their labels, and the four
 * durations.
 */
export const TRAVEL_TYPES = [
  { value: 'tour', label: 'Tours' },
  { value: 'cruise', label: 'Cruises' },
  { value: 'golf-package', label: 'Golfs' },
  { value: 'rail', label: 'Rail' },
] as const satisfies readonly { value: ProductType; label: string }[]

export type TravelType = ProductType

/**
 * The spec shows the first label only ('1-10 Days'); the others follow its pattern and the
 * values' own words (docs/upstream.md, "Known differences").
 */
export const DURATIONS = [
  { value: 'ONE_TO_TEN_DAYS', label: '1-10 Days' },
  { value: 'TEN_TO_FIFTEEN_DAYS', label: '10-15 Days' },
  { value: 'FIFTEEN_TO_TWENTY_DAYS', label: '15-20 Days' },
  { value: 'MORE_THAN_TWENTY', label: 'More than 20 Days' },
] as const

export type Duration = (typeof DURATIONS)[number]['value']

export function isTravelType(value: unknown): value is TravelType {
  return TRAVEL_TYPES.some((type) => type.value === value)
}

export function isDuration(value: unknown): value is Duration {
  return DURATIONS.some((duration) => duration.value === value)
}
