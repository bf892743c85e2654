import type { ComponentType } from 'react'
import { ContactForm, ContactSection } from './ContactSection/ContactSection'
import { CmsForm, FormBlock } from './FormBlock/FormBlock'
import { ImageWithText } from './ImageWithText/ImageWithText'
import { RichTextSection } from './RichTextSection/RichTextSection'
import type { BlockProps, BlockType } from './types'

/** `_type` -> component. A schema block without a component here (or the reverse) fails tsc. */
export const blockRegistry: { [Type in BlockType]: ComponentType<BlockProps<Type>> } = {
  richTextSection: RichTextSection,
  imageWithText: ImageWithText,
  contactSection: ContactSection,
  formBlock: FormBlock,
}

/**
 * Whether a block's HTML can stay as the server sent it while the page hydrates (StaticHtml: text,
 * images, links) or has interactive parts that hydrate themselves (a form island). A block missing
 * here fails tsc.
 */
export const blockHydration: { [Type in BlockType]: 'static' | 'interactive' } = {
  richTextSection: 'static',
  imageWithText: 'static',
  contactSection: 'interactive',
  formBlock: 'interactive',
}

/** The code interactive blocks load apart from the page, which the server loads before rendering. */
const blockIslands: Partial<Record<BlockType, { preload: () => Promise<unknown> }>> = {
  contactSection: ContactForm,
  formBlock: CmsForm,
}

/** Loads the islands of a page's blocks, so the server renders them into the page's HTML. */
export async function preloadBlockIslands(blocks: { _type: string }[] | null): Promise<void> {
  const types = new Set((blocks ?? []).map((block) => block._type).filter(isRegisteredBlock))
  await Promise.all([...types].map((type) => blockIslands[type]?.preload()))
}

export function isRegisteredBlock(type: string): type is BlockType {
  return Object.hasOwn(blockRegistry, type)
}

export function blockComponent<Type extends BlockType>(type: Type): ComponentType<BlockProps<Type>> {
  return blockRegistry[type]
}
