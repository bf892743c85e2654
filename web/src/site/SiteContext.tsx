import { createContext, useContext, type ReactNode } from 'react'
import { legalPaths, type LegalPaths } from './legalPages'
import type { SiteFacts } from './siteFacts'

/** What every part of a site's pages may know of it (server/content/siteInfo.ts makes it). */
export interface SiteInfo {
  id: string
  brand: string
  homeSlug: string | null
  /** Its clock (config's Site.timeZone): the zone of the dates and times its pages show. */
  timeZone: string
  /** Its privacy policy and terms, as its settings name them (legalPages.ts). */
  legal: LegalPaths
  /** Its phone, email, address, hours, currency and legal line (siteFacts.ts). */
  facts: SiteFacts
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

/** The site's phone, email and the other facts of its settings; null outside a site's pages. */
export function useSiteFacts(): SiteFacts | null {
  return useOptionalSite()?.facts ?? null
}

/** The site's privacy policy and terms; the specs' addresses outside a site's pages. */
export function useLegalPaths(): LegalPaths {
  return useOptionalSite()?.legal ?? legalPaths(null)
}
