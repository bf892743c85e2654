import type { BrandId, Site } from '@travel/config'
import { bookingUrl, productionBookingUrl } from './bookingSite'

/** The warehouse's product types (spec 02 §3, travel types). */
export const PRODUCT_TYPES = ['tour', 'cruise', 'golf-package', 'rail'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

export function isProductType(value: unknown): value is ProductType {
  return (PRODUCT_TYPES as readonly unknown[]).includes(value)
}

/** Each brand's own travel type: what its visitors come for (the quick search starts on it). */
export const BRAND_PRODUCT_TYPE: Record<BrandId, ProductType> = {
  tours: 'tour',
  cruises: 'cruise',
  golf: 'golf-package',
  rail: 'rail',
}

/** The word of each type in product addresses: the booking site's (`/en/golfs/…`), and ours. */
export const DETAIL_SEGMENTS: Record<ProductType, string> = {
  tour: 'tours',
  cruise: 'cruises',
  'golf-package': 'golfs',
  rail: 'rails',
}

/** The type whose address word this is (`golfs` -> `golf-package`), if any. */
export function productTypeOfSegment(segment: string): ProductType | undefined {
  return PRODUCT_TYPES.find((type) => DETAIL_SEGMENTS[type] === segment)
}

/**
 * What a product code may be: letters, digits, `.`, `_` and `-`, at most 50 (the warehouse's are
 * `TR-VN-15` and the like). Checked before any code is looked up or stored.
 */
export const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/

/** A product's detail page's path (spec 02 §2): `/en/tours/detail/{code}` and its kin. */
export function productDetailPath(type: ProductType, code: string): string {
  return `/en/${DETAIL_SEGMENTS[type]}/detail/${encodeURIComponent(code)}`
}

/**
 * Where a product link leads, the one way every one is built (search results, Book Now, Enquire
 * Now): its detail page on the site's booking site, `https://<booking origin>/en/tours/detail/{code}`.
 */
export function productDetailUrl(site: Site, type: ProductType, code: string): string {
  return bookingUrl(site, productDetailPath(type, code))
}

/** A product's picture, on an https host of the warehouse's. */
export type ProductImage = { url: string; alt: string }

/** A tour as a card shows it (warehouse call 4); `priceFrom` is null for "price on request". */
export type TourSummary = {
  code: string
  name: string
  slug: string
  image: ProductImage | null
  durationDays: number | null
  priceFrom: number | null
  currency: string
}

/** A node of the destination category tree (call 3): a group, or a destination when it has no children. */
export type DestinationCategory = {
  title: string
  slug: string
  isShow: boolean
  children: DestinationCategory[]
}

/** `from A$3,490`-style: the amount in its currency, whole units. */
export function formatPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amount,
  )
}

/**
 * The tours as search engines read them: each a schema.org TouristTrip, with an Offer where it
 * has a price, at its detail page on the production booking site (whatever the build).
 */
export function touristTrips(site: Site, tours: TourSummary[], type: ProductType = 'tour') {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: tours.map((tour, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'TouristTrip',
        name: tour.name,
        identifier: tour.code,
        url: productionBookingUrl(site, productDetailPath(type, tour.code)),
        ...(tour.image ? { image: tour.image.url } : {}),
        ...(tour.priceFrom !== null
          ? {
              offers: {
                '@type': 'Offer',
                price: tour.priceFrom,
                priceCurrency: tour.currency,
                url: productionBookingUrl(site, productDetailPath(type, tour.code)),
              },
            }
          : {}),
      },
    })),
  }
}
