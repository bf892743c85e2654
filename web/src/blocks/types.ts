import type { PageQueryResult } from '@/content/sanity.types'
import type { Country } from '@/forms/tailorMade/model/tailorMadeWizard.types'
import type { DestinationCategory, FeaturedTrip, TourSummary } from '@/site/products'

/** A block as the page query projects it (web/src/content/queries.ts). */
export type QueriedBlock = NonNullable<NonNullable<PageQueryResult>['blocks']>[number]

/** A voyage card as an editor made it: a cruise by reference, its dates, a line and a button. */
export type QueriedVoyage = NonNullable<Extract<QueriedBlock, { _type: 'voyageCards' }>['voyages']>[number]

/** A voyage card as it is shown: the editor's card with its cruise as the warehouse has it. */
export type VoyageCardData = Omit<QueriedVoyage, 'trip'> & { product: FeaturedTrip }

/**
 * What a block gets besides its projection: back-office data the server adds once the page is
 * fetched (web/src/server/content/blockData.ts), so the component still never fetches. One
 * entry per such block type; a type listed here without its step there fails tsc.
 */
export type BlockExtras = {
  /** Warehouse call 6, at build time: the countries of step 1. */
  tailorMadeWizard: { countries: Country[] }
  /** Warehouse call 4: up to six tours of the block's destination, cheapest first. */
  tourProducts: { tours: TourSummary[] }
  /** Warehouse call 2 per trip: the block's trips as the warehouse has them, those it lacks left out. */
  featuredTrips: { products: FeaturedTrip[] }
  /** Warehouse call 2 per voyage: each card's cruise as the warehouse has it, those it lacks left out. */
  voyageCards: { cards: VoyageCardData[] }
  /** Warehouse call 3: the destination category tree. */
  destinationGroups: { destinations: DestinationCategory[] }
}

/**
 * What the server's scheduling adds (web/src/server/content/publishWindows.ts): one entry per
 * block type whose showing depends on the moment the page is rendered. A type listed here
 * without its case there fails tsc.
 */
export type BlockSchedule = {
  /** Whether the referenced famil takes registrations now; always open without a famil. */
  familRegistrationForm: { registration: RegistrationState }
  /**
   * On the first famil card of a page whose famil cards all show nothing now: the page's empty
   * state, with when the next of its famils opens for registration, if one is scheduled.
   */
  familInformation: { noFamilOpen: { nextOpening: string | null } | null }
}

export type RegistrationState = 'open' | 'notYetOpen' | 'closed'

type WithExtras<Block> = Block extends { _type: infer Type }
  ? Type extends keyof BlockExtras
    ? Block & BlockExtras[Type]
    : Block
  : never

type WithSchedule<Block> = Block extends { _type: infer Type }
  ? Type extends keyof BlockSchedule
    ? Block & BlockSchedule[Type]
    : Block
  : never

/** A block with its back-office extras, before scheduling. */
export type BlockWithData = WithExtras<QueriedBlock>

/** A block as its component gets it: the projection, its extras and its schedule, if it has them. */
export type PageBlock = WithSchedule<BlockWithData>
export type BlockType = PageBlock['_type']
export type BlockOf<Type extends BlockType> = Extract<PageBlock, { _type: Type }>

/** The first block on a page carries its main heading. */
export type BlockProps<Type extends BlockType> = { block: BlockOf<Type>; headingLevel: 'h1' | 'h2' }
