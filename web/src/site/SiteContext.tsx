import { createContext, useContext, type ReactNode } from 'react'

export interface SiteInfo {
  id: string
  brand: string
  homeSlug: string | null
}

/** The site a page belongs to; provided with the page's other contexts (hydration/PageProviders.tsx). */
export const SiteContext = createContext<SiteInfo | null>(null)

export function SiteProvider({ site, children }: { site: SiteInfo; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
}

/** The site, or null outside a site's pages. */
export function useOptionalSite(): SiteInfo | null {
  return useContext(SiteContext)
}

export function useSite(): SiteInfo {
  const site = useContext(SiteContext)
  if (!site) throw new Error('useSite() must be used inside <SiteProvider>')
  return site
}
