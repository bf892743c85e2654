import sanitizeHtml from 'sanitize-html'

/** What the wizard's rich-text editor produces, and all that is kept of what it sends. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li']

/**
 * A visitor's rich text as safe HTML: the allowed tags without any attribute; any other tag is
 * dropped and its text kept, except script and style, dropped with their content. The back
 * office may show it as HTML, so nothing that runs or links gets through. Non-breaking spaces
 * (an editor writes one for a space typed before a bold word) become plain spaces.
 */
export function safeRichText(html: string): string {
  const spaced = html.replace(/&nbsp;|\u00a0/g, ' ')
  return sanitizeHtml(spaced, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {},
    nonTextTags: ['script', 'style'],
  })
}
