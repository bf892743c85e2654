import type { BrandId } from './brands'

/**
 * The warehouse's product types (spec 02 §3, travel types), shared by the sites and the Studio
 * (whose trip picker asks the site's search for one type).
 */
export const PRODUCT_TYPES = ['tour', 'cruise', 'golf-package', 'rail'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

export function isProductType(value: unknown): value is ProductType {
  return (PRODUCT_TYPES as readonly unknown[]).includes(value)
}

/** Each type's label; the spec shows golf-package as 'Golfs', the booking site's path word; we write it in English. */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  tour: 'Tours',
  cruise: 'Cruises',
  'golf-package': 'Golf packages',
  rail: 'Rail',
}

/** Each brand's own travel type: what its visitors come for (the quick search starts on it). */
export const BRAND_PRODUCT_TYPE: Record<BrandId, ProductType> = {
  tours: 'tour',
  cruises: 'cruise',
  golf: 'golf-package',
  rail: 'rail',
}

/**
 * What a product code may be: letters, digits, `.`, `_` and `-`, at most 50 (the warehouse's are
 * `TR-VN-15` and the like). Checked before any code is looked up or stored.
 */
export const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/
