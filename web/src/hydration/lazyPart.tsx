import { lazy, useState, type ComponentType } from 'react'

export type LazyPart<Props> = ComponentType<Props> & {
  /** Loads the code (once); a part rendered after it resolves renders at once. */
  preload: () => Promise<unknown>
}

/**
 * A component whose code is not part of the page's JavaScript: the one way this app loads code
 * lazily. Where it renders:
 * - On the server, React waits for its code (React.lazy with no Suspense boundary around it),
 *   so it is in the page's HTML with nothing to remember beforehand. No boundary goes around it
 *   in server output: React 19 outlines a boundary that completes late and reveals it with an
 *   inline script, which the Content-Security-Policy (script-src 'self') blocks.
 * - In a client-side navigation, it loads inside Next's transition: the previous page stays on
 *   screen until its code is there.
 * - Once `preload` has resolved (an island about to hydrate, a link pointed at), it renders at
 *   once. A part rendered only in the browser after an event (a dialog) goes inside a
 *   `<Suspense fallback={null}>` of its own.
 * Name the import's chunk (webpackChunkName) to group parts that load together.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<{ default: ComponentType<Props> }> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component
        return { default: component }
      },
      (error: unknown) => {
        loading = undefined // a failed download is tried again next time
        throw error
      },
    ))
  const Lazy = lazy(preload)
  function Part(props: Props) {
    // Decided once per instance: switching between the two would remount the part.
    const [Loaded] = useState(() => loaded)
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  return Object.assign(Part, { preload })
}
