import { defineField, type SlugValidationContext } from 'sanity'
import { SANITY_API_VERSION } from '@travel/config'
import { pageBlockMembers, pageBlocks, pageBlocksInsertMenu } from '../blocks'
import { BrandBlocksInput } from './BrandBlocksInput'
import { blocksOfOtherBrands } from './blockMenu'
import { brandOf } from './publishedReference'
import { seoField } from './seo'

/** A block's title, as the insert menu shows it. */
const blockTitle = (type: string) => pageBlocks.find((block) => block.name === type)?.title ?? type

/**
 * What every document built from blocks shares (pages, destination pages): the Content and SEO
 * tabs, the page builder's blocks, the SEO fields, and the check that its address is free.
 */
export const pageGroups = [
  { name: 'content', title: 'Content', default: true },
  { name: 'seo', title: 'SEO' },
]

export const blocksField = defineField({
  name: 'blocks',
  title: 'Blocks',
  type: 'array',
  group: 'content',
  of: pageBlockMembers,
  options: { insertMenu: pageBlocksInsertMenu },
  components: { input: BrandBlocksInput },
  validation: (rule) =>
    rule.custom((blocks: { _type?: string }[] | undefined, { document }) =>
      blocksOfOtherBrands(blocks, brandOf(document), blockTitle),
    ),
})

export const seoTabField = { ...seoField, group: 'seo' }

/**
 * Whether no other document of this one's type and brand (its draft and published copies aside)
 * matches `address`, a GROQ condition over `params`: an address is unique per brand.
 */
export async function isAddressFreeInBrand(
  context: SlugValidationContext,
  address: string,
  params: Record<string, string>,
): Promise<boolean> {
  const { document, getClient } = context
  if (!document) return true
  const publishedId = document._id.replace(/^drafts\./, '')
  const count = await getClient({ apiVersion: SANITY_API_VERSION }).fetch<number>(
    `count(*[_type == $type && brand == $brand && ${address} && !(_id in [$draft, $published])])`,
    {
      ...params,
      type: document._type,
      brand: document.brand ?? '',
      draft: `drafts.${publishedId}`,
      published: publishedId,
    },
  )
  return count === 0
}
