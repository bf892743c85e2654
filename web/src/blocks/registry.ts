import type { ComponentType } from 'react'
import { ContactSection } from '@/blocks/ContactSection/ContactSection'
import { FormBlock } from '@/blocks/FormBlock/FormBlock'
import { TailorMadeWizardBlock } from '@/blocks/TailorMadeWizard/TailorMadeWizardBlock'
import { staticPart } from '@/hydration/staticPart'
import type { BlockProps, BlockType } from './types'

const RichTextSection = staticPart(() =>
  import(/* webpackChunkName: "static-parts" */ './RichTextSection/RichTextSection').then(
    (module) => module.RichTextSection,
  ),
)
const ImageWithText = staticPart(() =>
  import(/* webpackChunkName: "static-parts" */ './ImageWithText/ImageWithText').then(
    (module) => module.ImageWithText,
  ),
)

/** `_type` -> component. A schema block without a component here (or the reverse) fails tsc. */
export const blockRegistry: { [Type in BlockType]: ComponentType<BlockProps<Type>> } = {
  richTextSection: RichTextSection,
  imageWithText: ImageWithText,
  contactSection: ContactSection,
  formBlock: FormBlock,
  tailorMadeWizard: TailorMadeWizardBlock,
}

/**
 * How a block hydrates:
 * - 'static': its HTML stays as the server sent it while the page hydrates (StaticHtml); text,
 *   images, links; its code is a staticPart.
 * - 'island': its interactive part hydrates on first interaction (HydrateOnInteraction around a
 *   lazyPart); a form among text.
 * - 'page': it hydrates with the page, a block that is one application (the tailor-made wizard);
 *   its code is a lazyPart rendered directly, so it loads with that page and no other.
 */
export type BlockHydration = 'static' | 'island' | 'page'

/** How each block hydrates. A block missing here fails tsc. */
export const blockHydration: { [Type in BlockType]: BlockHydration } = {
  richTextSection: 'static',
  imageWithText: 'static',
  contactSection: 'island',
  formBlock: 'island',
  tailorMadeWizard: 'page',
}

export function isRegisteredBlock(type: string): type is BlockType {
  return Object.hasOwn(blockRegistry, type)
}

export function blockComponent<Type extends BlockType>(type: Type): ComponentType<BlockProps<Type>> {
  return blockRegistry[type]
}
