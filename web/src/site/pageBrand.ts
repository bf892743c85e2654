import { brands, isBrandId, type BrandId } from '@travel/config'
import type { SiteInfo } from './SiteContext'

/**
 * The brand a page is drawn in: its site's, or Wayfarer's for a page of no site (the bench's
 * floor pages). pages/_app.tsx takes its theme from it, pages/_document.tsx its fonts and icons.
 */
export function pageBrandId(site: Pick<SiteInfo, 'brand'> | null | undefined): BrandId {
  const brand = site?.brand
  return isBrandId(brand) ? brand : brands.tours.id
}
