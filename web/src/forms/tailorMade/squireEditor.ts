import Squire from 'squire-rte'

/** All the editor lets in from pasted or initial HTML, without any attribute: what the server
 * keeps (web/src/server/forms/tailorMade/richText.ts), and div, which editorHtml turns into p.
 * Squire itself writes b and i. */
const ALLOWED_TAGS = new Set(['P', 'DIV', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'UL', 'OL', 'LI'])

/** Dropped with their content; any other tag is dropped and its content kept. */
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'SVG',
  'MATH',
])

/**
 * Pasted or initial HTML as the editor may hold it. The platform parses it (DOMParser: an inert
 * document, where no script runs and no image loads), and only text and new, attribute-less
 * elements of the allow-list are copied into this document: nothing of the original markup
 * reaches the page. (A library sanitiser such as DOMPurify weighs 12 KB gz, which the wizard's
 * JavaScript budget has no room for; the route sanitises again with an allow-list library.)
 */
export function sanitizeToDOMFragment(html: string): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  const fragment = document.createDocumentFragment()
  copyAllowed(parsed.body, fragment)
  return fragment
}

function copyAllowed(from: Node, to: Node): void {
  for (const node of from.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(document.createTextNode(node.textContent ?? ''))
    } else if (node instanceof Element) {
      const tag = node.tagName.toUpperCase()
      if (DROPPED_WITH_CONTENT.has(tag)) continue
      if (ALLOWED_TAGS.has(tag)) {
        const copy = document.createElement(tag.toLowerCase())
        copyAllowed(node, copy)
        to.appendChild(copy)
      } else {
        copyAllowed(node, to)
      }
    }
  }
}

/** Squire's shortcuts for what the server would throw away: subscript, superscript, code and
 * quotes. Ctrl on Windows and Linux, Cmd on Apple devices. */
const DROPPED_SHORTCUTS = ['Shift-5', 'Shift-6', 'd', '[', ']']

/**
 * A Squire editor on `root`, holding `html`. Squire reads the document when its module runs, so
 * this module is imported only in the browser (RichTextEditor imports it in an effect).
 */
export function createSquireEditor(root: HTMLElement, html: string): Squire {
  const editor = new Squire(root, {
    blockTag: 'P',
    // Links are not kept by the server: typed or pasted addresses stay text.
    addLinks: false,
    sanitizeToDOMFragment,
  })
  // Tab leaves the editor, as it leaves a textarea, instead of indenting a list item.
  editor.setKeyHandler('Tab', null).setKeyHandler('Shift-Tab', null)
  for (const key of DROPPED_SHORTCUTS) {
    editor.setKeyHandler(`Ctrl-${key}`, null).setKeyHandler(`Meta-${key}`, null)
  }
  editor.setHTML(html)
  return editor
}

/**
 * The editor's content as the HTML it gives, or '' when it holds no text (Squire keeps an empty
 * `<p><br></p>`). Its blocks leave as paragraphs: Squire makes a div where it adds a block of its
 * own (the line after a list made of all the text) and keeps pasted divs, and the server drops
 * div tags, which would run their lines together. Blank lines at the end are left out.
 */
export function editorHtml(editor: Squire): string {
  if (isBlank(editor.getRoot())) return ''
  const template = document.createElement('template')
  template.innerHTML = editor.getHTML()
  const content = template.content
  for (const div of content.querySelectorAll('div')) {
    // A div around other blocks is only a wrapper: its blocks stay, it goes.
    if (div.querySelector('div, p, ul, ol')) div.replaceWith(...div.childNodes)
    else div.replaceWith(paragraphOf(div.childNodes))
  }
  while (content.lastChild && isBlank(content.lastChild)) content.lastChild.remove()
  return template.innerHTML
}

function paragraphOf(nodes: NodeListOf<ChildNode>): HTMLParagraphElement {
  const paragraph = document.createElement('p')
  paragraph.append(...nodes)
  return paragraph
}

/** No text but white space and Squire's zero-width spaces (which hold a caret's format). */
const isBlank = (node: Node) => !/[^\s\u200B]/.test(node.textContent ?? '')

export type { Squire }
