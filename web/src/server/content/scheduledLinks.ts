import type { PublishWindow } from './publishWindow'
import { isInWindow, nextChangeOf, queriedWindow } from './publishWindows'

/**
 * A page that ends takes its links with it. Every internal link the content queries project
 * (`linkTarget` in web/src/content/projections.ts: menus, footer columns, buttons, tiles, links in
 * rich text) carries its document's window (a page's or a post's, an offer's validity). Before a
 * page is rendered, this pass goes through all of its props, wherever a link sits, and hides each
 * link whose document does not show at `now`:
 * - a link in a list (a menu item, a footer link, a tile, a button of several) leaves the list;
 * - a link that is a field of its own (a block's button, a slide's link) becomes null, as when an
 *   editor set none;
 * - a link in rich text leaves the text's link marks: its words stay, as plain text.
 * It also gives the moment one of those windows next opens or ends, so the page is rendered again
 * then (`nextChange`), with nobody publishing.
 */
export function withoutScheduledLinks<Value>(
  value: Value,
  now: number,
): { value: Value; nextChange: number | null } {
  const windows: PublishWindow[] = []

  /** Whether a node is an internal link to a document outside its window (its window noted). */
  const isHiddenLink = (node: unknown): boolean => {
    const window = linkedWindow(node)
    if (!window) return false
    windows.push(window)
    return !isInWindow(window, now)
  }

  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.filter((item) => !isHiddenLink(item)).map(visit)
    if (!isRecord(node)) return node
    const shown = Object.fromEntries(
      Object.entries(node).map(([key, child]) => [
        key,
        !Array.isArray(child) && isHiddenLink(child) ? null : visit(child),
      ]),
    )
    return withoutMarksOfHiddenLinks(node, shown)
  }

  const shown = visit(value) as Value
  return { value: shown, nextChange: nextChangeOf(windows, now) }
}

const isRecord = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node)

/**
 * The window of the document an internal link leads to; null for anything else (a URL, a
 * service of the market, a link to a document without a window, a node that is not a link).
 */
function linkedWindow(node: unknown): PublishWindow | null {
  if (!isRecord(node) || node.internalLink !== true || !isRecord(node.reference)) return null
  const window = queriedWindow(node.reference)
  return window.availableFrom || window.availableUntil ? window : null
}

/**
 * A rich-text block whose hidden links left its `markDefs`: its spans lose those marks too, so
 * they read as plain text rather than as a mark nothing defines.
 */
function withoutMarksOfHiddenLinks(
  queried: Record<string, unknown>,
  shown: Record<string, unknown>,
): Record<string, unknown> {
  if (!Array.isArray(queried.markDefs) || !Array.isArray(shown.markDefs) || !Array.isArray(shown.children)) {
    return shown
  }
  const kept = new Set((shown.markDefs as { _key?: string }[]).map((markDef) => markDef._key))
  const hidden = new Set(
    (queried.markDefs as { _key?: string }[]).flatMap(({ _key }) => (_key && !kept.has(_key) ? [_key] : [])),
  )
  if (!hidden.size) return shown
  const children = shown.children.map((child) =>
    isRecord(child) && Array.isArray(child.marks)
      ? { ...child, marks: (child.marks as string[]).filter((mark) => !hidden.has(mark)) }
      : child,
  )
  return { ...shown, children }
}
