import { withQuery } from './links'
import {
  DETAIL_SEGMENTS,
  PRODUCT_CODE,
  productTypeOfSegment,
  type ProductImage,
  type ProductType,
} from './products'

/** The first segment of a product enquiry's address: `/enquire/tours/TR-VN-15`. */
const ENQUIRE_SEGMENT = 'enquire'

/** The parameter that names a chosen departure (`?departure=2027-06-05`), read in the browser. */
export const DEPARTURE_PARAMETER = 'departure'

/** The product an enquiry is about: its type and code (the warehouse's). */
export type ProductRef = { type: ProductType; code: string }

/** The product an enquiry page is about, as the warehouse names it (read on the server). */
export type EnquiredProduct = ProductRef & { name: string; image: ProductImage | null }

/**
 * Where an enquiry about a product opens, on the site: `/enquire/{tours|cruises|golfs|rails}/{code}`,
 * with `?departure=YYYY-MM-DD` when a departure was chosen (an offer page's). The one way every
 * "Enquire" about a product links (a product card, an offer page).
 */
export function productEnquiryPath({ type, code }: ProductRef, departure?: string): string {
  const path = `/${ENQUIRE_SEGMENT}/${DETAIL_SEGMENTS[type]}/${encodeURIComponent(code)}`
  return departure ? withQuery(path, { [DEPARTURE_PARAMETER]: departure }) : path
}

/**
 * The product a page slug names as a product enquiry (`enquire/tours/TR-VN-15`), or null: a page
 * of the site may be at any other address (this route comes first, as the posts' do). Only the
 * type and a well-formed code: whether the warehouse has the product is the page's to ask.
 */
export function productEnquiryRoute(slug: string): ProductRef | null {
  const [first, segment = '', code = '', ...rest] = slug.split('/')
  if (first !== ENQUIRE_SEGMENT || rest.length > 0) return null
  const type = productTypeOfSegment(segment)
  return type && PRODUCT_CODE.test(code) ? { type, code } : null
}
