import { escapeHtml } from './storedMail'

/** The parts of a Portable Text block a mail shows: its style, list kind and the text of its spans. */
export type MailBlock = {
  _type?: string
  style?: string
  listItem?: string
  children?: { text?: string }[]
}

const textOf = (block: MailBlock) => (block.children ?? []).map((child) => child.text ?? '').join('')

/**
 * Portable Text as a mail's plain text: one paragraph per block, list items with a dash. Links
 * keep their text only: a mail is read away from the site, and its links would need the host.
 */
export function portableTextToText(blocks: readonly MailBlock[] | null | undefined): string {
  return (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.listItem ? `- ${textOf(block)}` : textOf(block)))
    .join('\n\n')
}

const TAGS: Record<string, string> = { h2: 'h2', h3: 'h3', blockquote: 'blockquote' }

/** The same as simple HTML: headings, quotes and paragraphs, every text escaped. */
export function portableTextToHtml(blocks: readonly MailBlock[] | null | undefined): string {
  return (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => {
      const tag = block.listItem ? 'p' : (TAGS[block.style ?? ''] ?? 'p')
      const text = escapeHtml(textOf(block))
      return `<${tag}>${block.listItem ? `• ${text}` : text}</${tag}>`
    })
    .join('\n')
}
