import { useContext, type ReactNode } from 'react'
import { ThemeContext, type DefaultTheme } from 'styled-components'
import { SiteContext, type SiteInfo } from '@/site/SiteContext'
import { RouterContext } from './nextInternals'

/**
 * What every part of a page may read from React context, in one list: the router (useRouter),
 * the brand's theme and the site. `_app` provides them to the page; an island, which hydrates as
 * a React root of its own (HydrateOnInteraction), reads them from the page and provides them
 * again. A context added here reaches both; a context provided anywhere else does not reach
 * islands (docs/hydration.md).
 */
export type PageContexts = {
  router: React.ContextType<typeof RouterContext>
  theme: DefaultTheme | undefined
  site: SiteInfo | null
}

/** The page's contexts where this renders, to hand to another React root. */
export function usePageContexts(): PageContexts {
  return {
    router: useContext(RouterContext),
    theme: useContext(ThemeContext),
    site: useContext(SiteContext),
  }
}

export function PageProviders({ contexts, children }: { contexts: PageContexts; children: ReactNode }) {
  return (
    <RouterContext.Provider value={contexts.router}>
      <ThemeContext.Provider value={contexts.theme}>
        <SiteContext.Provider value={contexts.site}>{children}</SiteContext.Provider>
      </ThemeContext.Provider>
    </RouterContext.Provider>
  )
}
