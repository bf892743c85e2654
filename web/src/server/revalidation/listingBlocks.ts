import { parse, type ExprNode, type ObjectAttributeNode } from 'groq-js'
import { blocksProjection } from '@/content/blocksProjection.generated'
import { typesFiltered } from '@/server/content/datasetIndex'

/** A block type, and the types of documents its projection reads by a query (undefined: any). */
type BlockQueries = { blockType: string; types: unknown[] | undefined }

/** Every `*[filter]` below a node: the types each reads. */
function queriedTypes(node: unknown): (unknown[] | undefined)[] {
  if (Array.isArray(node)) return node.flatMap(queriedTypes)
  if (node === null || typeof node !== 'object') return []
  const expr = node as ExprNode
  const below = Object.values(node).flatMap(queriedTypes)
  if (expr.type === 'Filter' && expr.base.type === 'Everything') return [typesFiltered(expr.expr), ...below]
  return below
}

/** Each branch `_type == "<block>" => {…}` of a projection, and what its queries read. */
function blockQueries(node: unknown): BlockQueries[] {
  if (Array.isArray(node)) return node.flatMap(blockQueries)
  if (node === null || typeof node !== 'object') return []
  const attribute = node as ObjectAttributeNode
  if (attribute.type === 'ObjectConditionalSplat') {
    const { condition } = attribute
    const isBlockBranch =
      condition.type === 'OpCall' &&
      condition.op === '==' &&
      condition.left.type === 'AccessAttribute' &&
      condition.left.name === '_type' &&
      condition.right.type === 'Value'
    if (isBlockBranch) {
      const blockType = String((condition.right as { value: unknown }).value)
      return queriedTypes(attribute.value).map((types) => ({ blockType, types }))
    }
  }
  return Object.values(node).flatMap(blockQueries)
}

let queries: BlockQueries[] | undefined

/**
 * The block types that list documents of a type: their projection (the generated blocks
 * projection, from each block's own query) reads them with `*[_type == "<type>" …]`, not by
 * reference, so a page showing one has no reference to it. A post is listed by the news
 * carousel, a brochure by the brochures block and by every form block (a form's brochure select
 * offers the brand's brochures). Read from the projection itself, so a new block that lists
 * documents is found without a list kept by hand.
 */
export function blocksListing(type: string): string[] {
  queries ??= blockQueries(parse(`blocks${blocksProjection}`))
  const listing = queries.filter(({ types }) => types === undefined || types.includes(type))
  return [...new Set(listing.map(({ blockType }) => blockType))].sort()
}
