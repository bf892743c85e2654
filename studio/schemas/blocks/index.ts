import { defineArrayMember } from 'sanity'
import { contactSection } from './contactSection'
import { imageWithText } from './imageWithText'
import { richTextSection } from './richTextSection'

/** The page-builder blocks, listed once. Each has a component in web/src/blocks/<Name>/. */
export const pageBlocks = [richTextSection, imageWithText, contactSection]

export const pageBlockMembers = pageBlocks.map((block) => defineArrayMember({ type: block.name }))
