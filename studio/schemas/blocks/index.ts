import { defineArrayMember } from 'sanity'
import { contactSection } from './contactSection'
import { formBlock } from './formBlock'
import { imageWithText } from './imageWithText'
import { richTextSection } from './richTextSection'
import { tailorMadeWizard } from './tailorMadeWizard'

/** The page-builder blocks, listed once. Each has a component in web/src/blocks/<Name>/. */
export const pageBlocks = [richTextSection, imageWithText, contactSection, formBlock, tailorMadeWizard]

export const pageBlockMembers = pageBlocks.map((block) => defineArrayMember({ type: block.name }))

/** Where a block's picture in the insert menu is: studio/static/, made by `npm run block-previews`. */
export const blockPreviewPath = (type: string) => `/static/page-blocks/${type}.png`

/** The page builder's insert menu: a grid of each block as it looks on a site, or a list. */
export const pageBlocksInsertMenu = {
  views: [{ name: 'grid' as const, previewImageUrl: blockPreviewPath }, { name: 'list' as const }],
}
