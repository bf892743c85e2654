import { defineArrayMember } from 'sanity'
import { contactSection } from './contactSection'
import { formBlock } from './formBlock'
import { imageWithText } from './imageWithText'
import { richTextSection } from './richTextSection'

/** The page-builder blocks, listed once. Each has a component in web/src/blocks/<Name>/. */
export const pageBlocks = [richTextSection, imageWithText, contactSection, formBlock]

export const pageBlockMembers = pageBlocks.map((block) => defineArrayMember({ type: block.name }))
