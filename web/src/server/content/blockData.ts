import { ConfigError, type Site } from '@travel/config'
import type { BlockExtras, BlockWithData, QueriedBlock } from '@/blocks/types'
import type { DestinationCategory, ProductType } from '@/site/products'
import { warehouseClient } from '@/server/upstream/warehouse'
import { featuredTrips, type TripAnswer } from './featuredTrips'
import { voyageCards } from './voyages'

type Countries = BlockExtras['tailorMadeWizard']['countries']
type Tours = BlockExtras['tourProducts']['tours']

/** The back-office calls that blocks' extras come from. */
export type BlockDataSources = {
  /** Warehouse call 6; an empty list when the warehouse could not be reached. */
  countries: () => Promise<Countries>
  /** Warehouse call 4 for a destination; an empty list when the warehouse could not be reached. */
  toursOf: (destinationSlug: string) => Promise<Tours>
  /** Warehouse call 3, the tour destinations' tree; an empty list when it could not be reached. */
  destinations: () => Promise<DestinationCategory[]>
  /** Warehouse call 2 for one product by its code: it as a card, null when it has none, or no answer. */
  trip: (type: ProductType, code: string) => Promise<TripAnswer>
}

/** The site's own back office, each call made at most once per page, and only when a block asks. */
export function upstreamSources(site: Site): BlockDataSources {
  let countries: Promise<Countries> | undefined
  const tours = new Map<string, Promise<Tours>>()
  let destinations: Promise<DestinationCategory[]> | undefined
  return {
    trip: (type, code) =>
      fromWarehouse<TripAnswer>(site, `trip ${code}`, 'unavailable', (warehouse) =>
        warehouse.productCard(type, code),
      ),
    destinations: () =>
      (destinations ??= fromWarehouse(site, 'destinations', [], (warehouse) => warehouse.categories())),
    countries: () =>
      (countries ??= fromWarehouse(site, 'countries', [], (warehouse) => warehouse.countries())),
    toursOf: (slug) => {
      const asked =
        tours.get(slug) ??
        fromWarehouse(site, `tours of ${slug}`, [], (warehouse) => warehouse.toursOfDestination(slug))
      tours.set(slug, asked)
      return asked
    },
  }
}

async function fromWarehouse<Value>(
  site: Site,
  what: string,
  fallback: Value,
  call: (warehouse: ReturnType<typeof warehouseClient>) => Promise<Value>,
): Promise<Value> {
  let warehouse: ReturnType<typeof warehouseClient>
  try {
    warehouse = warehouseClient(site)
  } catch (error) {
    // A production build with no back office configured (nor SANDBOX_URL): the page is built
    // without the data, as if the warehouse were down, and mends once a configured server (it
    // refuses to start otherwise) builds it again.
    if (!(error instanceof ConfigError)) throw error
    console.error(`No warehouse to ask for ${site.id}'s ${what}: ${error.message}`)
    return fallback
  }
  return call(warehouse)
}

export type BlocksWithData = {
  blocks: BlockWithData[] | null
  /** False when a block got less than it needs (a back office did not answer). */
  complete: boolean
}

/**
 * A page's blocks as their components get them: each block type of BlockExtras gets its data
 * here, so only pages with such a block call the back office. A block type added there without
 * a case here fails tsc (the default case would return it without its extras).
 */
export async function addBlockData(
  blocks: QueriedBlock[] | null,
  sources: BlockDataSources,
): Promise<BlocksWithData> {
  if (!blocks) return { blocks, complete: true }
  const added = await Promise.all(blocks.map((block) => withExtras(block, sources)))
  return { blocks: added.map(({ block }) => block), complete: added.every(({ complete }) => complete) }
}

async function withExtras(
  block: QueriedBlock,
  sources: BlockDataSources,
): Promise<{ block: BlockWithData; complete: boolean }> {
  switch (block._type) {
    case 'tailorMadeWizard': {
      const countries = await sources.countries()
      // The warehouse client's fallback for a failed call is the empty list: no country to pick.
      return { block: { ...block, countries }, complete: countries.length > 0 }
    }
    case 'destinationGroups': {
      const destinations = await sources.destinations()
      return { block: { ...block, destinations }, complete: destinations.length > 0 }
    }
    case 'tourProducts': {
      const tours = block.destinationSlug ? await sources.toursOf(block.destinationSlug) : []
      // As the countries: an empty list may be the warehouse failing, so the page is built again soon.
      return { block: { ...block, tours }, complete: tours.length > 0 }
    }
    case 'featuredTrips': {
      const { products, complete } = await featuredTrips(block.trips, sources.trip)
      return { block: { ...block, products }, complete }
    }
    case 'voyageCards': {
      const { cards, complete } = await voyageCards(block.voyages, sources.trip)
      return { block: { ...block, cards }, complete }
    }
    default:
      return { block, complete: true }
  }
}
