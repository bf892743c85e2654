import { getSite } from '@travel/config'
import { legalPaths, type LegalSettings } from '@/site/legalPages'
import type { SiteInfo } from '@/site/SiteContext'
import { siteFacts, type FactSettings } from './siteFacts'

/**
 * A site's SiteInfo, from its brand's settings (none when they could not be read). Made on the
 * server: the facts' phone formatting stays out of the browser's code.
 */
export function siteInfo(
  site: { id: string; brand: string },
  settings: (LegalSettings & FactSettings) | null,
): SiteInfo {
  const config = getSite(site.id)
  if (!config) throw new Error(`No site ${site.id} in config`)
  return {
    id: site.id,
    brand: site.brand,
    homeSlug: settings?.homeSlug ?? null,
    timeZone: config.timeZone,
    legal: legalPaths(settings),
    facts: siteFacts(config, settings),
  }
}
