import {
  isProductType,
  PRODUCT_CODE,
  type FeaturedTrip,
  type ProductCardData,
  type ProductType,
} from '@/site/products'

/** What the warehouse said of one trip: it, null when it has no such product, or no answer. */
export type TripAnswer = ProductCardData | null | 'unavailable'

type TripReference = { type: string | null; code: string | null }

/** The warehouse's answer, asked again once when it gave none (a timeout on a busy build). */
async function askTwice(ask: () => Promise<TripAnswer>, what: string): Promise<TripAnswer> {
  for (const attempt of [1, 2]) {
    try {
      const answer = await ask()
      if (answer !== 'unavailable') return answer
    } catch (error) {
      console.error(`The warehouse did not answer for the trip ${what} (try ${attempt})`, error)
    }
  }
  return 'unavailable'
}

/**
 * A featured-trips block's references read from the warehouse, in the editor's order: each
 * product as it is now. A product the warehouse no longer has is left out, and logged, rather
 * than shown stale; a trip it did not answer for is left out too, and the block is incomplete
 * (the page is built again soon).
 */
export async function featuredTrips(
  references: TripReference[] | null,
  trip: (type: ProductType, code: string) => Promise<TripAnswer>,
): Promise<{ products: FeaturedTrip[]; complete: boolean }> {
  const asked = await Promise.all(
    (references ?? []).map(async ({ type, code }) => {
      if (!isProductType(type) || !code || !PRODUCT_CODE.test(code)) return { type, code, answer: null }
      return { type, code, answer: await askTwice(() => trip(type, code), `${type} ${code}`) }
    }),
  )
  const products: FeaturedTrip[] = []
  let complete = true
  for (const { type, code, answer } of asked) {
    if (answer === 'unavailable') {
      complete = false
      console.error(`No answer from the warehouse for the trip ${type} ${code}: left out for now`)
    } else if (answer === null) {
      console.warn(`The warehouse has no ${type ?? 'product'} ${code ?? '(no code)'}: the trip is left out`)
    } else if (isProductType(type)) {
      products.push({ ...answer, type })
    }
  }
  return { products, complete }
}
