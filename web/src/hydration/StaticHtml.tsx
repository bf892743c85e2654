import { useState, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react'
import { prefetchSitePath, visitSitePath } from './siteNavigation'
import { KEEP_SERVER_HTML, useIsHydrating } from './serverHtml'

// The wrapper adds no box of its own: the layout is that of its children.
const style = { display: 'contents' } as const

/** The site path of a link React should follow itself, or null to leave it to the browser. */
function internalPath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  // A jump within the same page stays the browser's.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
    return null
  return url.pathname + url.search + url.hash
}

/**
 * The header's menus are popovers (docs/hydration.md), kept open by the kept HTML: a link followed
 * client-side from inside one closes the outermost open one, as a full page load would.
 */
function closePopoversAround(anchor: HTMLAnchorElement): void {
  let outermost: HTMLElement | null = null
  for (let popover = anchor.closest<HTMLElement>('[popover]'); popover;) {
    if (popover.matches(':popover-open')) outermost = popover
    popover = popover.parentElement?.closest<HTMLElement>('[popover]') ?? null
  }
  outermost?.hidePopover()
}

function anchorOf(event: SyntheticEvent): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest('a[href]') : null
}

/**
 * Server-rendered content with nothing to do in the browser but links: the header, the footer,
 * text and image blocks. While the page hydrates React skips it (its HTML stays as the server
 * sent it, and costs no hydration); its internal links still navigate client-side and are
 * prefetched when a visitor points at or focuses them. In a client-side render (a navigation)
 * it renders normally. Give it a `key` that changes with its content: the content it kept is
 * then rendered anew instead of staying the first page's.
 *
 * Only for content without state or event handlers of its own; those need a hydrated island.
 *
 * What it buys (npm run bench): home and content pages' TBT went from about 330 ms to 230-270 ms,
 * which brought them within the Lighthouse performance budget.
 */
export function StaticHtml({ children }: { children: ReactNode }) {
  const hydrating = useIsHydrating()
  // Decided once: hydration keeps the server's HTML; a client-side render has none to keep.
  const [kept] = useState(hydrating)
  if (typeof window === 'undefined' || !kept) return <div style={style}>{children}</div>

  const follow = (event: MouseEvent) => {
    const anchor = anchorOf(event)
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0
    const path = anchor && !modified ? internalPath(anchor) : null
    if (anchor && path && !event.defaultPrevented && visitSitePath(path)) {
      event.preventDefault()
      closePopoversAround(anchor)
    }
  }
  const prefetch = (event: SyntheticEvent) => {
    const anchor = anchorOf(event)
    const path = anchor ? internalPath(anchor) : null
    if (path) prefetchSitePath(path)
  }
  return (
    <div style={style} {...KEEP_SERVER_HTML} onClick={follow} onPointerOver={prefetch} onFocus={prefetch} />
  )
}

/** A short fingerprint of some content, for a StaticHtml key that changes when it does. */
export function contentVersion(content: unknown): string {
  const text = JSON.stringify(content) ?? ''
  // FNV-1a, 32 bits.
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}
