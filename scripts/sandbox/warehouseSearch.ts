import { ok, type Reply } from './http'
import type { ApiRequest } from './router'
import {
  currencyOf,
  durationRange,
  keyword,
  listing,
  matchesKeyword,
  productsOfType,
  productType,
  requireObject,
} from './warehouseProducts'

/** Quick search suggestions: destinations (with how many products matched there) and products. */
export function filterProducts({ params, body }: ApiRequest): Reply {
  const type = productType(params['type'])
  const word = keyword(requireObject(body))
  const destinations: Record<string, number> = {}
  const products: Record<string, { code: string; name: string }> = {}
  for (const product of productsOfType(type).filter((p) => matchesKeyword(p, word))) {
    const key = product.destination.toLowerCase()
    destinations[key] = (destinations[key] ?? 0) + 1
    products[product.code] = { code: product.code, name: product.name }
  }
  return ok({ destinations, products })
}

export function searchProducts({ params, body, headers }: ApiRequest): Reply {
  const type = productType(params['type'])
  const request = requireObject(body)
  const word = keyword(request)
  const range = durationRange(request['duration'])
  const found = productsOfType(type).filter(
    (product) =>
      matchesKeyword(product, word) &&
      (!range || (product.durationDays >= range[0] && product.durationDays <= range[1])),
  )
  const currency = currencyOf(headers)
  return ok(found.map((product) => listing(product, currency, headers['host'])))
}
