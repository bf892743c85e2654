import { isProductType, PRODUCTS, PRODUCT_TYPES } from './catalogue'
import { isFilledString, isObject } from './validate'

// The enquiry call's body (docs/upstream.md, the enquiry call), checked the way the real API
// would read it: every field present with its type and nothing else, real dates, a known
// product type, contact 0, English, and the currency the header names. A product's enquiry (our
// extension of the call) names a product of the catalogue by its type and code.

const STRINGS = [
  'title',
  'firstName',
  'surname',
  'email',
  'countryCode',
  'phone',
  'startDate',
  'endDate',
  'productType',
  'code',
  'note',
  'location',
  'webSite',
  'accommodation',
  'accommodationType',
  'deckLevel',
  'language',
  'currency',
] as const
const FIELDS = new Set<string>([...STRINGS, 'rooms', 'contactId'])
const FILLED = ['firstName', 'surname', 'email', 'webSite', 'currency'] as const

export const ENQUIRY_PRODUCT_TYPES = ['accommodation', 'chapter-flight', ...PRODUCT_TYPES]

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const isCount = (value: unknown, min: number) => Number.isInteger(value) && (value as number) >= min

function roomsProblem(rooms: unknown): string | undefined {
  if (!Array.isArray(rooms) || rooms.length === 0) return 'rooms must be a non-empty list'
  for (const [index, room] of rooms.entries()) {
    if (!isObject(room) || Object.keys(room).some((key) => key !== 'adult' && key !== 'child'))
      return `rooms[${index}] must be {adult, child}`
    if (!isCount(room['adult'], 1)) return `rooms[${index}].adult must be a whole number from 1`
    if (!isCount(room['child'], 0)) return `rooms[${index}].child must be a whole number from 0`
  }
  return undefined
}

/** What is wrong with an enquiry, naming the first wrong field; undefined when nothing. */
export function enquiryProblem(body: unknown, currencyHeader: string | undefined): string | undefined {
  if (!isObject(body)) return 'Body must be a JSON object'
  const unknown = Object.keys(body).find((key) => !FIELDS.has(key))
  if (unknown) return `Unknown field: ${unknown}`
  const notString = STRINGS.find((field) => typeof body[field] !== 'string')
  if (notString) return `${notString} must be a string`
  const empty = FILLED.find((field) => !isFilledString(body[field]))
  if (empty) return `${empty} is required`
  const type = body['productType']
  if (!ENQUIRY_PRODUCT_TYPES.includes(type as string))
    return `productType must be one of: ${ENQUIRY_PRODUCT_TYPES.join(', ')}`
  if (
    isProductType(type) &&
    !PRODUCTS.some((product) => product.type === type && product.code === body['code'])
  )
    return `code must be the code of a ${type} product`
  for (const field of ['startDate', 'endDate'])
    if (!isRealDate(body[field] as string)) return `${field} must be a date, YYYY-MM-DD`
  if ((body['endDate'] as string) < (body['startDate'] as string))
    return 'endDate must not be before startDate'
  if (body['contactId'] !== 0) return 'contactId must be 0'
  if (body['language'] !== 'en') return "language must be 'en'"
  if (body['currency'] !== currencyHeader) return 'currency must be the currency header'
  return roomsProblem(body['rooms'])
}
