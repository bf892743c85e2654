import { type Currency, isProductType, type Product, type ProductType, TOUR_CATEGORY_TREE } from './catalogue'
import { badRequest, type HeaderMap, ok, type Reply } from './http'
import type { ApiRequest } from './router'
import { isAbsent, isPositiveInteger, type JsonObject } from './validate'
import { currencyOf, listing, productsOfType, requireObject } from './warehouseProducts'

/** Only tours are organised by destination category; other types have no tree, so they add nothing. */
export function findCategories({ body }: ApiRequest): Reply {
  const types = requireObject(body)['productType']
  if (!Array.isArray(types) || types.length === 0 || !types.every(isProductType)) {
    badRequest('productType must be a non-empty array of tour, cruise, golf-package or rail')
  }
  return ok(types.includes('tour') ? [TOUR_CATEGORY_TREE] : [])
}

/** Route 4 and route 2 share POST /product/tour; a destination page's call is the one naming a slug. */
export function isDestinationQuery(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'slug' in body
}

function optionalNumber(body: JsonObject, field: string): number | undefined {
  const value = body[field]
  if (isAbsent(value)) return undefined
  if (typeof value !== 'number' || !Number.isFinite(value)) badRequest(`${field} must be a number`)
  return value
}

function optionalPositiveInteger(body: JsonObject, field: string): number | undefined {
  const value = body[field]
  if (isAbsent(value)) return undefined
  if (!isPositiveInteger(value)) badRequest(`${field} must be a positive integer`)
  return value
}

function optionalFlag(body: JsonObject, field: string): boolean {
  const value = body[field]
  if (isAbsent(value)) return false
  if (typeof value !== 'boolean') badRequest(`${field} must be a boolean`)
  return value
}

// Tours without a price are shown as "price on request": a price range cannot exclude them, and
// they sort after every priced tour in either order.
function byPrice(order: 'ASC' | 'DESC', currency: Currency) {
  const sign = order === 'ASC' ? 1 : -1
  return (a: Product, b: Product) =>
    a.hasPrice !== b.hasPrice ? (a.hasPrice ? -1 : 1) : sign * (a.priceFrom[currency] - b.priceFrom[currency])
}

/**
 * The warehouse holds each company's own products: a destination page of Fairway Golf Journeys
 * (company code FGJ-…) lists its golf packages, every other company's page its tours.
 */
function destinationProductType(headers: HeaderMap): ProductType {
  return headers['company-code']?.trim().toUpperCase().startsWith('FGJ-') ? 'golf-package' : 'tour'
}

export function toursByDestination({ body, headers }: ApiRequest): Reply {
  const request = requireObject(body)
  const currency = currencyOf(headers)
  const slug = request['slug']
  if (typeof slug !== 'string' || slug.trim() === '') badRequest('slug must be a non-empty string')
  const priceFrom = optionalNumber(request, 'priceFrom') ?? -Infinity
  const priceTo = optionalNumber(request, 'priceTo') ?? Infinity
  const order = request['orderPrice']
  if (!isAbsent(order) && order !== 'ASC' && order !== 'DESC')
    badRequest("orderPrice must be 'ASC' or 'DESC'")
  const pageSize = optionalPositiveInteger(request, 'pageSize')
  const pageNumber = optionalPositiveInteger(request, 'pageNumber') ?? 1
  const bestSellers = optionalFlag(request, 'isBestSeller')
  const specialOffers = optionalFlag(request, 'isSpecialOffer')

  const tours = productsOfType(destinationProductType(headers)).filter(
    (tour) =>
      tour.destinationSlug === slug &&
      (!tour.hasPrice || (tour.priceFrom[currency] >= priceFrom && tour.priceFrom[currency] <= priceTo)) &&
      (!bestSellers || tour.isBestSeller) &&
      (!specialOffers || tour.isSpecialOffer),
  )
  if (order === 'ASC' || order === 'DESC') tours.sort(byPrice(order, currency))
  const page =
    pageSize === undefined ? tours : tours.slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
  return ok(
    page.map((tour) => {
      const { code, name, ...rest } = listing(tour, currency, headers['host'])
      return { code, name, slug: tour.slug, ...rest }
    }),
  )
}
