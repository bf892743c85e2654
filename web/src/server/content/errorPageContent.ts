import type { IncomingHttpHeaders } from 'node:http'
import { loadSiteSettings, type SitePageContent } from './sitePages'
import { siteInfo } from '@/server/content/siteInfo'
import { withoutScheduledLinks } from './scheduledLinks'
import type { SiteInfo } from '@/site/SiteContext'
import { siteOfRequest } from '@/server/http/siteOfRequest'

/** The site and settings an error page renders with; none when content cannot be read. */
export async function loadErrorPageContent(
  headers: IncomingHttpHeaders,
): Promise<{ site: SiteInfo | null; settings: SitePageContent['settings'] | null }> {
  const site = siteOfRequest(headers)
  try {
    // Rendered per request: its menus are as they show now (links to what has ended hidden).
    const settings = withoutScheduledLinks(await loadSiteSettings(site), Date.now()).value
    return { site: siteInfo(site, settings), settings }
  } catch (error) {
    // The error page must render even when content cannot be read.
    console.error('Error page could not load site settings', error)
    return { site: null, settings: null }
  }
}
