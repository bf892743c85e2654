import type { ComponentType } from 'react'
import { blocks } from './blocks.generated'
import type { BlockDeclaration, BlockHydration } from './defineBlock'
import type { BlockOf, BlockProps, BlockType, PageBlock } from './types'

/**
 * The page-builder blocks, each declared in its folder's block.ts (docs/adding-a-block.md) and
 * listed by `npm run generate` in blocks.generated.ts.
 */
export function isRegisteredBlock(type: string): type is BlockType {
  return Object.hasOwn(blocks, type)
}

export function blockComponent<Type extends BlockType>(type: Type): ComponentType<BlockProps<Type>> {
  return blocks[type].Component
}

export function blockHydration(type: BlockType): BlockHydration {
  return blocks[type].hydration
}

/**
 * The heading a block shows at the level it is given (its block.ts's `heading`), or null when it
 * shows none: the page's h1 when the block comes first (pages/_sites/[site]/[[...slug]].tsx).
 */
export function blockHeading(block: PageBlock): string | null {
  return headingOf<typeof block._type>(block)
}

function headingOf<Type extends BlockType>(block: BlockOf<Type>): string | null {
  const { heading } = blocks[block._type as Type] as BlockDeclaration<Type>
  if (heading === null) return null
  const text = typeof heading === 'function' ? heading(block) : block[heading]
  return typeof text === 'string' && text.trim() ? text : null
}

/** Every registered block type. */
export const blockTypes = (): BlockType[] => Object.values(blocks).map(({ type }) => type)
