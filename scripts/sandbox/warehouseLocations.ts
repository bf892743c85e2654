import { COUNTRIES } from './catalogue'
import { badRequest, ok, type Reply } from './http'
import type { ApiRequest } from './router'
import { requireObject } from './warehouseProducts'

export function listCountries(): Reply {
  return ok(COUNTRIES.map(({ id, name }) => ({ id, name })))
}

/** Unknown ids are ignored rather than refused: the real API answers what it knows. */
export function destinationsByCountries({ body }: ApiRequest): Reply {
  const ids = requireObject(body)['countriesId']
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number' && Number.isInteger(id))) {
    badRequest('countriesId must be an array of integer ids')
  }
  const wanted = new Set<unknown>(ids)
  return ok(
    COUNTRIES.filter((country) => wanted.has(country.id)).flatMap((country) =>
      country.destinations.map((name) => ({ name })),
    ),
  )
}
