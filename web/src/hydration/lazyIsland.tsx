import { useEffect, useState, type ComponentType } from 'react'

export type LazyIsland<Props> = ComponentType<Props> & {
  /** Loads the code; once it resolves, the component renders at once. */
  preload: () => Promise<unknown>
}

/**
 * A component whose code loads apart from the page's, for a HydrateOnInteraction island: the
 * server loads it before rendering a page that shows it (`preload` in getStaticProps), so it is
 * in the page's HTML; the browser loads it on the first interaction (`preload`, awaited before
 * the island hydrates) or, in a client-side navigation, when it first renders. Unlike
 * next/dynamic, Next neither lists nor runs its code while the page hydrates.
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyIsland<Props> {
  let loaded: ComponentType<Props> | undefined
  const preload = async () => {
    loaded ??= await load()
    return loaded
  }
  function Island(props: Props) {
    const [Component, setComponent] = useState(() => loaded)
    useEffect(() => {
      if (Component) return
      let mounted = true
      void preload().then((component) => mounted && setComponent(() => component))
      return () => {
        mounted = false
      }
    }, [Component])
    return Component ? <Component {...props} /> : null
  }
  return Object.assign(Island, { preload })
}
