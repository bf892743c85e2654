import { countryOptions } from '@travel/config'

/** The titles the agent chooses from (the platform's shared list, as the contact form's). */
export { TITLES as AGENT_TITLES } from '@/forms/contact/schema'

/** Spec 01 §5 names a gender select without its options: ours. */
export const GENDERS = ['Male', 'Female', 'Other'] as const

/** Spec 01 §9's bedding options, sent as written. */
export const BEDDING_OPTIONS = ['Single Supplement', 'Twin Share'] as const

const FIRST = ['AU', 'NZ']

/**
 * Every ISO 3166-1 country by its English name (config's regions), Australia and New Zealand
 * first (spec 01 §5). The country and the nationality are sent as these names.
 */
export const AGENT_COUNTRIES: readonly string[] = [
  ...FIRST.map((code) => countryOptions.find((country) => country.code === code)?.name ?? code),
  ...countryOptions.filter((country) => !FIRST.includes(country.code)).map((country) => country.name),
]

/** Whether `value` is one of `list` (a select's check: its empty start value is not). */
export const oneOfList = (list: readonly string[]) => (value: string | undefined) =>
  value !== undefined && list.includes(value)
