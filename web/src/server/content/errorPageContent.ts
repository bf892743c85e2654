import type { IncomingHttpHeaders } from 'node:http'
import { loadSiteSettings, type SitePageContent } from './sitePages'
import { siteInfo } from '@/server/content/siteInfo'
import type { SiteInfo } from '@/site/SiteContext'
import { siteOfRequest } from '@/server/http/siteOfRequest'

/** The site and settings an error page renders with; none when content cannot be read. */
export async function loadErrorPageContent(
  headers: IncomingHttpHeaders,
): Promise<{ site: SiteInfo | null; settings: SitePageContent['settings'] | null }> {
  const site = siteOfRequest(headers)
  try {
    const settings = await loadSiteSettings(site)
    return { site: siteInfo(site, settings), settings }
  } catch (error) {
    // The error page must render even when content cannot be read.
    console.error('Error page could not load site settings', error)
    return { site: null, settings: null }
  }
}
