import type { BlockOf } from '@/blocks/types'

/** A tag as the block gets it; a tag deleted since the page was published comes as null. */
export type FaqTag = NonNullable<NonNullable<BlockOf<'faq'>['tags']>[number]>
export type FaqItem = NonNullable<FaqTag['faqs']>[number]

/** The block's tags that still exist. */
export function tagsOf(block: BlockOf<'faq'>): FaqTag[] {
  return (block.tags ?? []).filter((tag): tag is FaqTag => tag !== null)
}
