import {
  isCurrency,
  isProductType,
  PRODUCTS,
  type Currency,
  type Product,
  type ProductType,
} from './catalogue'
import { badRequest, fail, HttpError, type HeaderMap } from './http'
import { isAbsent, isObject, type JsonObject } from './validate'
import { productImages } from './warehouseImages'

/** The currency a site asks in (the `currency` header; AUD when absent): the catalogue prices each. */
export function currencyOf(headers: HeaderMap): Currency {
  const currency = headers['currency']?.trim().toUpperCase() || 'AUD'
  if (!isCurrency(currency)) badRequest(`Unsupported currency: ${currency}`)
  return currency
}

/**
 * The listing shape of routes 2 and 4, priced in the asked currency, its photo (if the warehouse
 * has one) on the host the caller addressed; `slug` only where the destination page links to it.
 */
export function listing(product: Product, currency: Currency, host: string | undefined) {
  return {
    code: product.code,
    name: product.name,
    images: productImages(host, product.code),
    durationDays: product.durationDays,
    priceFrom: product.priceFrom[currency],
    currency,
    destination: product.destination,
    hasPrice: product.hasPrice,
  }
}

export function requireObject(body: unknown): JsonObject {
  if (!isObject(body)) badRequest('Body must be a JSON object')
  return body
}

export function productType(param: string | undefined): ProductType {
  if (!isProductType(param)) throw new HttpError(fail(404, 'Unknown product type'))
  return param
}

export function productsOfType(type: ProductType): Product[] {
  return PRODUCTS.filter((product) => product.type === type)
}

/** keyWord is optional in practice (the listing pages send ''), so absent means "everything". */
export function keyword(body: JsonObject): string {
  const value = body['keyWord']
  if (isAbsent(value)) return ''
  if (typeof value !== 'string') badRequest('keyWord must be a string')
  return value.trim().toLowerCase()
}

/** A keyword matches a product's name or destination in part, or its code whole (a product enquiry looks one up so). */
export function matchesKeyword(product: Product, word: string): boolean {
  return (
    word === '' ||
    product.name.toLowerCase().includes(word) ||
    product.destination.toLowerCase().includes(word) ||
    product.code.toLowerCase() === word
  )
}

const DURATIONS: Record<string, [min: number, max: number]> = {
  ONE_TO_TEN_DAYS: [1, 10],
  TEN_TO_FIFTEEN_DAYS: [11, 15],
  FIFTEEN_TO_TWENTY_DAYS: [16, 20],
  MORE_THAN_TWENTY: [21, Infinity],
}

export function durationRange(value: unknown): [number, number] | undefined {
  if (isAbsent(value) || value === '') return undefined
  const range = typeof value === 'string' ? DURATIONS[value] : undefined
  if (!range)
    badRequest(`Invalid duration: ${JSON.stringify(value)}; use one of ${Object.keys(DURATIONS).join(', ')}`)
  return range
}
