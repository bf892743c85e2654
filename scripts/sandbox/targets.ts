// The stable names tests and the control endpoints use to address one upstream call.
export const TARGETS = [
  'warehouse.filter',
  'warehouse.products',
  'warehouse.categories',
  'warehouse.tours',
  'warehouse.destinations',
  'warehouse.countries',
  'reservation.tailor-made',
  'reservation.enquiry',
  'passenger-portal.famil',
  'passenger-portal.contact-us',
  'cms.store',
] as const

export type Target = (typeof TARGETS)[number]

export function isTarget(name: string): name is Target {
  return (TARGETS as readonly string[]).includes(name)
}
