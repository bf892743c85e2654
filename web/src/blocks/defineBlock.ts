import type { ComponentType } from 'react'
import { lazyPart, type LazyPart } from '@/hydration/lazyPart'
import { staticPart } from '@/hydration/staticPart'
import type { BlockOf, BlockProps, BlockType } from './types'

/**
 * How a block hydrates (docs/hydration.md has the decision table):
 * - 'static': its HTML stays as the server sent it while the page hydrates (StaticHtml); text,
 *   images, links. Its code is a staticPart: never needed for the page that was loaded.
 * - 'island': its interactive part hydrates on first interaction (HydrateOnInteraction around a
 *   lazyPart); a form among text, a carousel.
 * - 'page': it hydrates with the page, a block at the top that moves at once (the hero slider).
 * Island and page blocks are lazyParts: their code loads with the pages that have them and no
 * other (the server waits for it; the browser before the page hydrates).
 */
export type BlockHydration = 'static' | 'island' | 'page'

/** The fields of a block that hold plain text: those that can be its heading. */
type TextField<Type extends BlockType> = {
  [Field in keyof BlockOf<Type>]-?: BlockOf<Type>[Field] extends string | null | undefined ? Field : never
}[keyof BlockOf<Type>]

/**
 * Which text the block shows as its heading, at the `headingLevel` it gets: a field (`'title'`,
 * Counter's `'topTitle'`), a function where the heading is deeper (the hero slider's first
 * slide's title), or null for a block that has none. A page whose first block shows no heading
 * gets a visually hidden h1 with the page's title, so every page has exactly one h1.
 */
export type BlockHeading<Type extends BlockType> =
  TextField<Type> | ((block: BlockOf<Type>) => string | null | undefined) | null

type BlockDefinition<Type extends BlockType> = {
  /** The Studio object type, `_type` in the page's `blocks`. */
  type: Type
  hydration: BlockHydration
  /** Its heading (BlockHeading above): the page's h1 when the block comes first. */
  heading: BlockHeading<Type>
  /**
   * Loads the component: `() => import('./Name').then((module) => module.Name)`. A static block
   * names its chunk `static-parts` (webpackChunkName), so every static block comes in one file.
   */
  load: () => Promise<ComponentType<BlockProps<Type>>>
}

export type BlockDeclaration<Type extends BlockType> = BlockDefinition<Type> & {
  /** The component as pages render it, its code loaded apart from the page's JavaScript. */
  Component: LazyPart<BlockProps<Type>>
}

/**
 * Declares a page-builder block, in its folder's block.ts: the one place that names it. Beside
 * it, block.ts exports the fields the block gets, as a GROQ projection:
 * `export const projection = \`{title, body${richTextProjection}}\``. The page query
 * (`blocksProjection`, generated) selects them for blocks of this `_type`. They are a separate
 * export so that only the generator reads them: the registry imports `block` alone, and the
 * query text stays out of the browser's JavaScript (1.3 KB gz of every page's, docs/performance.md).
 * `npm run generate` lists every block.ts in blocks.generated.ts (the registry) and
 * puts their projections in the page query (content/blocksProjection.generated.ts).
 */
export function defineBlock<Type extends BlockType>(
  definition: BlockDefinition<Type>,
): BlockDeclaration<Type> {
  const part = definition.hydration === 'static' ? staticPart : lazyPart
  return { ...definition, Component: part(definition.load) }
}
