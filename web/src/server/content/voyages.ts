import type { QueriedVoyage, VoyageCardData } from '@/blocks/types'
import type { ProductType } from '@/site/products'
import { featuredTrips, type TripAnswer } from './featuredTrips'

/**
 * A voyage-cards block's cards with their cruises read from the warehouse, in the editor's
 * order; a card whose cruise the warehouse no longer has is left out (and logged) as a featured
 * trip is, and one it did not answer for makes the block incomplete (the page is built again soon).
 */
export async function voyageCards(
  voyages: QueriedVoyage[] | null,
  trip: (type: ProductType, code: string) => Promise<TripAnswer>,
): Promise<{ cards: VoyageCardData[]; complete: boolean }> {
  const read = await Promise.all(
    (voyages ?? []).map(async ({ trip: reference, ...card }) => {
      const { products, complete } = await featuredTrips([reference ?? { type: null, code: null }], trip)
      return { card, product: products[0], complete }
    }),
  )
  return {
    cards: read.flatMap(({ card, product }) => (product ? [{ ...card, product }] : [])),
    complete: read.every(({ complete }) => complete),
  }
}
