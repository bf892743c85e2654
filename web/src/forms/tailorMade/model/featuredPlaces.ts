import type { Country } from './tailorMadeWizard.types'

/**
 * A place the wizard offers first, under the name visitors know it by (Scotland), in a country of
 * the warehouse's list (United Kingdom): the wizard block's "Places first" (golf's own destinations).
 */
export type FeaturedPlace = { name: string; country: string }

/**
 * Step 1's countries with the featured places first, in the editors' order, each counted as its
 * country (call 5 is asked for that country's places): a place whose country the warehouse does
 * not list is left out, and a country named as a place (Ireland) is listed once, as the place.
 */
export function withFeaturedPlaces(countries: Country[], places: readonly FeaturedPlace[]): Country[] {
  const byName = new Map(countries.map((country) => [country.name, country]))
  const featured: Country[] = []
  for (const place of places) {
    const country = byName.get(place.country.trim())
    const name = place.name.trim()
    if (country && name && !featured.some((each) => each.name === name))
      featured.push({ id: country.id, name })
  }
  const names = new Set(featured.map(({ name }) => name))
  return [...featured, ...countries.filter(({ name }) => !names.has(name))]
}
