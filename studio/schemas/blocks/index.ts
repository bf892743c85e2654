import { defineArrayMember } from 'sanity'
import { blockGroupsOf } from '../fields/blockMenu'
import { onlyOnSitesField } from '../fields/onlyOnSites'
import { pageBlocks as declaredBlocks } from './pageBlocks.generated'

/**
 * The page-builder blocks: every studio/schemas/blocks/<name>.ts, listed by `npm run generate`.
 * Each has its component in web/src/blocks/<Name>/. Every block may be limited to some sites of
 * its brand (onlyOnSites.ts).
 */
export const pageBlocks = declaredBlocks.map((block) => ({
  ...block,
  fields: [...block.fields, onlyOnSitesField],
}))

export const pageBlockMembers = pageBlocks.map((block) => defineArrayMember({ type: block.name }))

/** Where a block's picture in the insert menu is: studio/static/, made by `npm run block-previews`. */
export const blockPreviewPath = (type: string) => `/static/page-blocks/${type}.png`

/**
 * The page builder's insert menu: its blocks in groups (fields/blockMenu.ts), as a grid of each
 * block as it looks on a site, or a list. A page's own brand narrows it (BrandBlocksInput).
 */
export function blocksInsertMenu(brand?: string) {
  return {
    filter: true,
    groups: blockGroupsOf(brand),
    views: [{ name: 'grid' as const, previewImageUrl: blockPreviewPath }, { name: 'list' as const }],
  }
}

export const pageBlocksInsertMenu = blocksInsertMenu()
