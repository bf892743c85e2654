import type { ComponentType } from 'react'
import { ContactForm, ContactSection } from '@/blocks/ContactSection/ContactSection'
import { CmsForm, FormBlock } from '@/blocks/FormBlock/FormBlock'
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
}

/** An interactive block's form: its code loads apart from the page's. */
type Island = { preload: () => Promise<unknown> }

/**
 * How each block hydrates: 'static' (its HTML stays as the server sent it while the page
 * hydrates: StaticHtml; text, images, links), or with the island of its interactive part, whose
 * code the server loads before rendering the page. A block missing here fails tsc.
 */
export const blockHydration: { [Type in BlockType]: 'static' | { island: Island } } = {
  richTextSection: 'static',
  imageWithText: 'static',
  contactSection: { island: ContactForm },
  formBlock: { island: CmsForm },
}

/** Loads the islands of a page's blocks, so the server renders them into the page's HTML. */
export async function preloadBlockIslands(blocks: { _type: string }[] | null): Promise<void> {
  const types = new Set((blocks ?? []).map((block) => block._type).filter(isRegisteredBlock))
  await Promise.all(
    [...types].map((type) => {
      const hydration = blockHydration[type]
      return hydration === 'static' ? undefined : hydration.island.preload()
    }),
  )
}

export function isRegisteredBlock(type: string): type is BlockType {
  return Object.hasOwn(blockRegistry, type)
}

export function blockComponent<Type extends BlockType>(type: Type): ComponentType<BlockProps<Type>> {
  return blockRegistry[type]
}
