const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * The text of the rich-text editor's HTML, to show an answer back to the visitor (the summary,
 * an already-bought detail) as words, never as markup.
 */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity
      const hex = /^#x/i.test(name)
      const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10)
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
}
