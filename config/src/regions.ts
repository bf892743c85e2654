import englishCountryNames from 'i18n-iso-countries/langs/en.json'
import { subdivisions as usSubdivisions } from '@koshmoney/countries/subdivision/US'

/**
 * The country and US-state lists the CMS-defined form offers, by ISO code.
 * Only English data is imported (the English locale of i18n-iso-countries and the US file of
 * @koshmoney/countries), since these lists ship in a lazily loaded browser chunk. Both lists are
 * built by pure calls, so a bundle that imports @travel/config without using them drops them.
 */
export interface RegionOption {
  code: string
  name: string
}

/** Alpha-2 codes ISO 3166-1 leaves to users (AA, QM–QZ, XA–XZ, ZZ), such as Kosovo's XK. */
const USER_ASSIGNED_CODE = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/

/** The subdivision categories of ISO 3166-2:US that are not outlying areas. */
const US_STATE_CATEGORIES = ['State', 'District']

function byName(a: RegionOption, b: RegionOption): number {
  return a.name.localeCompare(b.name, 'en')
}

function buildCountryOptions(): ReadonlyArray<RegionOption> {
  const names: Record<string, string | string[]> = englishCountryNames.countries
  return Object.entries(names)
    .filter(([code]) => !USER_ASSIGNED_CODE.test(code))
    .map(([code, name]) => ({
      code,
      // The first of several names is the official one (what the library's getName returns).
      name: typeof name === 'string' ? name : (name[0] ?? code),
    }))
    .sort(byName)
}

function buildUsStateOptions(): ReadonlyArray<RegionOption> {
  return Object.entries(usSubdivisions)
    .filter(([, subdivision]) => US_STATE_CATEGORIES.includes(subdivision.type))
    .map(([code, subdivision]) => ({ code: code.replace(/^US-/, ''), name: subdivision.name }))
    .sort(byName)
}

/** Every ISO 3166-1 alpha-2 country with its English name, sorted by name. */
export const countryOptions: ReadonlyArray<RegionOption> = /* #__PURE__ */ buildCountryOptions()

/** The 50 US states and DC (ISO 3166-2:US, code without `US-`, e.g. `NY`), sorted by name. */
export const usStateOptions: ReadonlyArray<RegionOption> = /* #__PURE__ */ buildUsStateOptions()
