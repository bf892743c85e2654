/**
 * The quick search's fixed lists (spec 02 §3): travel types with their labels and the path
 * segment of their detail pages (§2), and the four durations.
 */
export const TRAVEL_TYPES = [
  { value: 'tour', label: 'Tours', detailSegment: 'tours' },
  { value: 'cruise', label: 'Cruises', detailSegment: 'cruises' },
  { value: 'golf-package', label: 'Golfs', detailSegment: 'golfs' },
  { value: 'rail', label: 'Rail', detailSegment: 'rails' },
] as const

export type TravelType = (typeof TRAVEL_TYPES)[number]['value']

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

/** A search result's detail page (spec 02 §2): `/en/tours/detail/{code}` and its kin. */
export function productDetailPath(travelType: TravelType, code: string): string {
  const { detailSegment } = TRAVEL_TYPES.find((type) => type.value === travelType)!
  return `/en/${detailSegment}/detail/${encodeURIComponent(code)}`
}
