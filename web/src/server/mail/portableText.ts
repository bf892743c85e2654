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

/** What a mail's text is written with: the site's details and the `{{field}}` filling, if any. */
export type MailTextOptions = { facts?: SiteFacts | null; fill?: (text: string) => string }

/**
 * A block's text, the site's contact details it names written out (site/siteFacts.ts), then its
 * placeholders filled (over the whole block: a placeholder split across bold and plain still counts).
 */
const textOf = (block: MailBlock, { facts = null, fill = (text) => text }: MailTextOptions) =>
  fill(
    (block.children ?? [])
      .map((child) =>
        child._type === 'siteFact'
          ? ((facts && factLink(facts, child.fact)?.text) ?? '')
          : (child.text ?? ''),
      )
      .join(''),
  )

/**
 * Portable Text as a mail's plain text: one paragraph per block, list items with a dash. Links
 * keep their text only: a mail is read away from the site, and its links would need the host.
 */
export function portableTextToText(
  blocks: readonly MailBlock[] | null | undefined,
  options: MailTextOptions = {},
): string {
  return (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.listItem ? `- ${textOf(block, options)}` : textOf(block, options)))
    .join('\n\n')
}

const TAGS: Record<string, string> = { h2: 'h2', h3: 'h3', blockquote: 'blockquote' }

/** The same as simple HTML: headings, quotes and paragraphs, every text escaped. */
export function portableTextToHtml(
  blocks: readonly MailBlock[] | null | undefined,
  options: MailTextOptions = {},
): string {
  return (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => {
      const tag = block.listItem ? 'p' : (TAGS[block.style ?? ''] ?? 'p')
      const text = escapeHtml(textOf(block, options))
      return `<${tag}>${block.listItem ? `• ${text}` : text}</${tag}>`
    })
    .join('\n')
}
