import { factLink, type SiteFacts } from '@/site/siteFacts'
import { escapeHtml } from './storedMail'

/** The parts of a Portable Text block a mail shows: its style, list kind and the text of its spans. */
export type MailBlock = {
  _type?: string
  style?: string
  listItem?: string
  /** Spans' text, and the site's details inline (`siteFact`). */
  children?: { _type?: string; text?: string; fact?: string }[]
}

/** A block's text, the site's contact details it names written out (site/siteFacts.ts). */
const textOf = (block: MailBlock, facts: SiteFacts | null) =>
  (block.children ?? [])
    .map((child) =>
      child._type === 'siteFact' ? ((facts && factLink(facts, child.fact)?.text) ?? '') : (child.text ?? ''),
    )
    .join('')

/**
 * Portable Text as a mail's plain text: one paragraph per block, list items with a dash. Links
 * keep their text only: a mail is read away from the site, and its links would need the host.
 */
export function portableTextToText(
  blocks: readonly MailBlock[] | null | undefined,
  facts: SiteFacts | null = null,
): string {
  return (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.listItem ? `- ${textOf(block, facts)}` : textOf(block, facts)))
    .join('\n\n')
}

const TAGS: Record<string, string> = { h2: 'h2', h3: 'h3', blockquote: 'blockquote' }

/** The same as simple HTML: headings, quotes and paragraphs, every text escaped. */
export function portableTextToHtml(
  blocks: readonly MailBlock[] | null | undefined,
  facts: SiteFacts | null = null,
): string {
  return (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => {
      const tag = block.listItem ? 'p' : (TAGS[block.style ?? ''] ?? 'p')
      const text = escapeHtml(textOf(block, facts))
      return `<${tag}>${block.listItem ? `• ${text}` : text}</${tag}>`
    })
    .join('\n')
}
