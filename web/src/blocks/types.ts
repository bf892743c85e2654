import type { PageQueryResult } from '@/content/sanity.types'
import type { Country } from '@/forms/tailorMade/model/tailorMadeWizard.types'
import type { DestinationCategory, TourSummary } from '@/site/products'

/** A block as the page query projects it (web/src/content/queries.ts). */
export type QueriedBlock = NonNullable<NonNullable<PageQueryResult>['blocks']>[number]

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
  /** Warehouse call 3: the destination category tree. */
  destinationGroups: { destinations: DestinationCategory[] }
}

type WithExtras<Block> = Block extends { _type: infer Type }
  ? Type extends keyof BlockExtras
    ? Block & BlockExtras[Type]
    : Block
  : never

/** A block as its component gets it: the projection, and its extras if it has any. */
export type PageBlock = WithExtras<QueriedBlock>
export type BlockType = PageBlock['_type']
export type BlockOf<Type extends BlockType> = Extract<PageBlock, { _type: Type }>

/** The first block on a page carries its main heading. */
export type BlockProps<Type extends BlockType> = { block: BlockOf<Type>; headingLevel: 'h1' | 'h2' }
