import { lazy, type ComponentType } from 'react'

const preloads = new Set<() => Promise<unknown>>()

/**
 * A component of the page's static parts (what StaticHtml wraps: the header, the footer, text
 * and image blocks), whose code is not part of the page's JavaScript. The server renders it
 * into the HTML (React waits for its code); while the page hydrates StaticHtml keeps that HTML,
 * so the browser never needs the code; a client-side navigation loads it inside Next's
 * transition, so the previous page stays on screen until it is there. Name the import's chunk
 * `static-parts` (webpackChunkName) so that every static part comes in one file. No Suspense
 * boundary goes around one: the server then waits for its code as part of the page's shell,
 * where a boundary could be outlined behind an inline script the CSP blocks (see Blocks.tsx).
 */
export function staticPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined // a failed download is tried again next time
        throw error
      },
    ))
  preloads.add(preload)
  return lazy(preload)
}

/** Loads every static part's code ahead of a likely client-side navigation. */
export function preloadStaticParts(): void {
  for (const preload of preloads) void preload().catch(() => undefined)
}
