import { createContext, useContext, type ReactNode } from 'react'
import { legalPaths, type LegalPaths, type LegalSettings } from './legalPages'

export interface SiteInfo {
  id: string
  brand: string
  homeSlug: string | null
  /** Its privacy policy and terms, as its settings name them (legalPages.ts). */
  legal: LegalPaths
}

/** A site's SiteInfo, from its settings (none when they could not be read). */
export function siteInfo(site: { id: string; brand: string }, settings: LegalSettings | null): SiteInfo {
  return { id: site.id, brand: site.brand, homeSlug: settings?.homeSlug ?? null, legal: legalPaths(settings) }
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

/** The site's privacy policy and terms; the specs' addresses outside a site's pages. */
export function useLegalPaths(): LegalPaths {
  return useOptionalSite()?.legal ?? legalPaths(null)
}
