import type { ComponentType } from 'react'
import { blocks } from './blocks.generated'
import type { BlockHydration } from './defineBlock'
import type { BlockProps, BlockType } from './types'

/**
 * The page-builder blocks, each declared in its folder's block.ts (docs/adding-a-block.md) and
 * listed by `npm run blocks:generate` in blocks.generated.ts.
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

/** Every registered block type. */
export const blockTypes = (): BlockType[] => Object.values(blocks).map(({ type }) => type)
