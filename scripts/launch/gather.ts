import type { BrandId, Site } from '@travel/config'
import { launchCheckQuery, pageQuery, siteSettingsQuery } from '../../web/src/content/queries'
import { siteFacts } from '../../web/src/server/content/siteFacts'
import type { ContentSource } from '../../web/src/server/content/source'
import { legalPaths, type LegalPageKind } from '../../web/src/site/legalPages'
import type { BrandState } from './brandRules'
import type { LegalPageState, SiteState } from './siteRules'

/** The slug of a page the site links at `path` ('/' is the home page's). */
function slugAt(path: string, homeSlug: string | null | undefined): string {
  return path === '/' ? (homeSlug ?? '') : path.slice(1)
}

/**
 * What the site rules read of a site, through the content source the sites use (the embedded
 * dataset, or Sanity when configured): its settings' facts, and its legal pages as it links them
 * and shows them (the page query, with the site's own blocks).
 */
export async function siteState(source: ContentSource, site: Site): Promise<SiteState> {
  const settings = await source(siteSettingsQuery, { brand: site.brand })
  const paths = legalPaths(settings)
  const legal = await Promise.all(
    (
      [
        ['privacy policy', paths.privacy],
        ['terms and conditions', paths.terms],
      ] as const
    ).map(async ([kind, path]: readonly [LegalPageKind, string]): Promise<LegalPageState> => {
      const slug = slugAt(path, settings?.homeSlug)
      const page = await source(pageQuery, {
        brand: site.brand,
        site: site.id,
        slug,
        now: new Date().toISOString(),
      })
      return {
        kind,
        path,
        page: page && {
          title: page.title,
          approvedByLegal: page.approvedByLegal,
          blocksShown: page.blocks?.length ?? 0,
        },
      }
    }),
  )
  return { site, hasSettings: settings !== null, facts: siteFacts(site, settings), legal }
}

/** What the brand rules read of a brand (launchCheckQuery). */
export async function brandState(source: ContentSource, brand: BrandId, sites: Site[]): Promise<BrandState> {
  const { operationsEmail, forms, offers } = await source(launchCheckQuery, { brand })
  return { sites, operationsEmail, forms, offers }
}
