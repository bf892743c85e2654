import { createHash } from 'node:crypto'
import type { RichTextSection } from '../../../web/src/content/sanity.types'
import type { TextFact } from '../../schemas/fields/siteContact'

/**
 * A compact way to write the seed's long texts (the legal pages, pages.ts) as
 * Portable Text: paragraphs, headings, bullets and a quote, with bold, outside links, links to a
 * page of the brand and the site's details (its phone, email, company, governing law…, from its
 * settings; its market's travel advice). Keys are derived from the document and position, so the
 * dataset is the same on every run.
 */
export type Inline =
  | string
  | { strong: string }
  | { text: string; href: string }
  | { text: string; page: string }
  | { fact: TextFact }

export type Paragraph = {
  style: 'normal' | 'h2' | 'h3' | 'blockquote'
  bullet?: true
  content: Inline[]
}

export type PortableTextBody = NonNullable<RichTextSection['body']>

export const p = (...content: Inline[]): Paragraph => ({ style: 'normal', content })
export const h2 = (text: string): Paragraph => ({ style: 'h2', content: [text] })
export const li = (...content: Inline[]): Paragraph => ({ style: 'normal', bullet: true, content })

/** Eight hex characters, stable for a seed: like the keys the Studio makes. */
export function seedKey(...parts: (string | number)[]): string {
  return createHash('sha1').update(parts.join(':')).digest('hex').slice(0, 8)
}

/** The paragraphs as Portable Text; `scope` (the document's id and block) keeps keys unique. */
export function portableText(scope: string, paragraphs: Paragraph[]): PortableTextBody {
  return paragraphs.map((paragraph, index) => {
    const markDefs: NonNullable<PortableTextBody[number]['markDefs']> = []
    const children = paragraph.content.map((inline, child) => {
      const key = seedKey(scope, index, child)
      if (typeof inline === 'string') return { _key: key, _type: 'span' as const, text: inline, marks: [] }
      if ('strong' in inline)
        return { _key: key, _type: 'span' as const, text: inline.strong, marks: ['strong'] }
      if ('fact' in inline) return { _key: key, _type: 'siteFact' as const, fact: inline.fact }
      const mark = seedKey(scope, index, child, 'link')
      markDefs.push(
        'href' in inline
          ? {
              _key: mark,
              _type: 'link',
              internalLink: false,
              link: inline.href,
              newTab: !isMailOrPhone(inline.href),
            }
          : {
              _key: mark,
              _type: 'link',
              internalLink: true,
              reference: { _type: 'reference', _ref: inline.page },
              newTab: false,
            },
      )
      return { _key: key, _type: 'span' as const, text: inline.text, marks: [mark] }
    })
    return {
      _key: seedKey(scope, index),
      _type: 'block' as const,
      style: paragraph.style,
      ...(paragraph.bullet ? { listItem: 'bullet' as const, level: 1 } : {}),
      markDefs,
      children,
    }
  })
}

function isMailOrPhone(href: string): boolean {
  return href.startsWith('mailto:') || href.startsWith('tel:')
}
