import type { Site } from '@travel/config'
import type { ProductType } from './products'

/** Spec 02 §9: products per destination page. */
export const TOURS_SHOWN = 6

/**
 * The type of the products a brand's destination pages list. The warehouse answers each company
 * with its own products (docs/upstream.md): golf's destination query gives its golf packages, whose
 * detail pages are /en/golfs/detail/{code}; every other brand's gives tours.
 */
export function destinationProductType(brand: Site['brand']): ProductType {
  return brand === 'golf' ? 'golf-package' : 'tour'
}
