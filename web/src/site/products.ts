import { PRODUCT_TYPES, type ProductType, type Site } from '@travel/config'
import { bookingUrl, productionBookingUrl } from './bookingSite'

// The warehouse's product types and codes, shared with the Studio's trip picker.
export {
  BRAND_PRODUCT_TYPE,
  isProductType,
  PRODUCT_CODE,
  PRODUCT_TYPES,
  type ProductType,
} from '@travel/config'

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

/**
 * A product as a card shows it (warehouse calls 2 and 4): its name, length, price from in the
 * site's currency (null for "price on request") and picture.
 */
export type ProductCardData = {
  code: string
  name: string
  image: ProductImage | null
  durationDays: number | null
  priceFrom: number | null
  currency: string
}

/** A product an editor featured by reference (its type and code), as the warehouse has it now. */
export type FeaturedTrip = ProductCardData & { type: ProductType }

/** A tour of a destination (warehouse call 4): a card, and its slug. */
export type TourSummary = ProductCardData & { slug: string }

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
export function touristTrips(
  site: Site,
  tours: Array<ProductCardData & { type?: ProductType }>,
  type: ProductType = 'tour',
) {
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
        url: productionBookingUrl(site, productDetailPath(tour.type ?? type, tour.code)),
        ...(tour.image ? { image: tour.image.url } : {}),
        ...(tour.priceFrom !== null
          ? {
              offers: {
                '@type': 'Offer',
                price: tour.priceFrom,
                priceCurrency: tour.currency,
                url: productionBookingUrl(site, productDetailPath(tour.type ?? type, tour.code)),
              },
            }
          : {}),
      },
    })),
  }
}
