import type { PageQueryResult } from '@/content/sanity.types'

export type PageBlock = NonNullable<NonNullable<PageQueryResult>['blocks']>[number]
export type BlockType = PageBlock['_type']
export type BlockOf<Type extends BlockType> = Extract<PageBlock, { _type: Type }>

/** The first block on a page carries its main heading. */
export type BlockProps<Type extends BlockType> = { block: BlockOf<Type>; headingLevel: 'h1' | 'h2' }
