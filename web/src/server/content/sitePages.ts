import { sites, type Site } from '@travel/config'
import type { PageQueryResult, SiteSettingsQueryResult } from '@/content/sanity.types'
import { pageQuery, pageSlugsQuery, siteSettingsQuery } from '@/content/queries'
import { fetchContent } from './source'

export type SitePageContent = {
  settings: NonNullable<SiteSettingsQueryResult>
  page: NonNullable<PageQueryResult>
}

/** Pages are fresh within a minute at most, and at once after a signed webhook. */
export const REVALIDATE_SECONDS = 60

/** The path of a page on its site: the home page at `/`, every other page at `/{slug}`. */
export function pagePath(slug: string, homeSlug: string | null): string {
  return slug === homeSlug ? '/' : `/${slug}`
}

/** The internal (rewritten) path Next renders and revalidates a site's page at. */
export function sitePagePath(siteId: string, path: string): string {
  return path === '/' ? `/_sites/${siteId}` : `/_sites/${siteId}${path}`
}

/** Every public path of a brand's pages: home first. */
export async function brandPagePaths(brand: Site['brand']): Promise<string[]> {
  const [settings, slugs] = await Promise.all([
    fetchContent(siteSettingsQuery, { brand }),
    fetchContent(pageSlugsQuery, { brand }),
  ])
  const homeSlug = settings?.homeSlug ?? null
  const paths = slugs.filter((slug): slug is string => Boolean(slug)).map((slug) => pagePath(slug, homeSlug))
  return ['/', ...new Set(paths.filter((path) => path !== '/'))]
}

/** Every internal path of every site, for getStaticPaths. */
export async function allSitePagePaths(): Promise<string[]> {
  const perSite = await Promise.all(
    sites.map(async (site) => (await brandPagePaths(site.brand)).map((path) => sitePagePath(site.id, path))),
  )
  return perSite.flat()
}

/** A brand's page at a slug ('' for home); null when the brand has no such page. */
export async function loadSitePage(site: Site, slug: string): Promise<SitePageContent | null> {
  const [settings, page] = await Promise.all([
    fetchContent(siteSettingsQuery, { brand: site.brand }),
    fetchContent(pageQuery, { brand: site.brand, slug }),
  ])
  if (!settings || !page) return null
  return { settings, page }
}

export async function loadSiteSettings(site: Site): Promise<SitePageContent['settings'] | null> {
  return fetchContent(siteSettingsQuery, { brand: site.brand })
}
