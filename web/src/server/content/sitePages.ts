import { pageRevalidateSeconds, reservedAddressOwner, sites, type Site } from '@travel/config'
import type { PageQueryResult, SiteSettingsQueryResult } from '@/content/sanity.types'
import {
  destinationCanonicalPathQuery,
  destinationPageQuery,
  destinationPathsQuery,
  pageQuery,
  pageSlugsQuery,
  siteSettingsQuery,
} from '@/content/queries'
import type { PageBlock } from '@/blocks/types'
import { destinationHref } from '@/site/destinationLinks'
import { pagePath } from '@/site/documentPaths'
import { linkHref } from '@/site/links'
import { OFFERS_PATH } from '@/site/offers'
import { POST_TYPES, postListPath } from '@/site/posts'
import { titleCase } from '@/site/titleCase'
import { addBlockData, upstreamSources, type BlockDataSources } from './blockData'
import type { Perspective } from './draftsOverlay'
import { brandOfferPaths } from './offers'
import { brandPostPaths } from './posts'
import {
  applyPublishWindows,
  isInWindow,
  nextChangeOf,
  queriedWindow,
  revalidateSeconds,
} from './publishWindows'
import { fetchContent } from './source'
import { SITE_ROUTES } from './siteRoutes'
import { findDestination, tourListPage } from './tourLists'

/** A page as its components get it: blocks with their back-office data (blockData.ts). */
export type SitePage = Omit<NonNullable<PageQueryResult>, 'blocks'> & { blocks: PageBlock[] | null }

export type SitePageContent = {
  settings: NonNullable<SiteSettingsQueryResult>
  page: SitePage
}

/**
 * Pages are fresh within PAGE_REVALIDATE_SECONDS (a minute by default) at most, and at once after
 * a signed webhook on the server that receives it; shared caches keep them as long (its s-maxage).
 */
export const REVALIDATE_SECONDS = pageRevalidateSeconds()

/**
 * A page built without back-office data one of its blocks needs (the warehouse did not answer,
 * at build time or since) is built again this soon, so it mends once the back office is back.
 */
export const INCOMPLETE_REVALIDATE_SECONDS = Math.min(10, REVALIDATE_SECONDS)

/** The internal (rewritten) path Next renders and revalidates a site's page at. */
export function sitePagePath(siteId: string, path: string): string {
  return path === '/' ? `/_sites/${siteId}` : `/_sites/${siteId}${path}`
}

/**
 * Every public path of a brand's pages, destination pages, posts and lists of posts, and offers
 * (the list, and each current offer's page: brandOfferPaths), as they show at `now` (a page or a
 * post outside its window has none): home first.
 */
export async function brandPagePaths(brand: Site['brand'], now: number = Date.now()): Promise<string[]> {
  const [settings, slugs, destinations, posts, offers] = await Promise.all([
    fetchContent(siteSettingsQuery, { brand }),
    fetchContent(pageSlugsQuery, { brand, now: new Date(now).toISOString() }),
    fetchContent(destinationPathsQuery, { brand }),
    brandPostPaths(brand, undefined, now),
    brandOfferPaths(brand, now),
  ])
  const homeSlug = settings?.homeSlug ?? null
  // A page at an address the router gives to something else never shows (the Studio refuses
  // one; siteRoutes.ts): it is left out, not listed in the sitemap.
  const pageSlugs = slugs.filter((slug) => slug && !reservedAddressOwner(slug))
  const paths = [...pageSlugs, ...destinations.map(({ slug }) => slug)]
    .filter((slug): slug is string => Boolean(slug))
    .map((slug) => pagePath(slug, homeSlug))
  return [
    '/',
    ...new Set([...paths, ...posts.map(({ path }) => path), ...offers].filter((path) => path !== '/')),
  ]
}

/**
 * The paths a build renders ahead for a brand: its home, where its header, mega-menu and footer
 * lead (on every page, so where visits go next), and the first page of each list of posts and of
 * the offers. As many as its menus hold, whatever the content grows to: every other path renders
 * on its first request (`fallback: 'blocking'`), then is kept and regenerated as these are.
 */
export async function prebuiltBrandPaths(brand: Site['brand'], now: number = Date.now()): Promise<string[]> {
  const [settings, paths] = await Promise.all([
    fetchContent(siteSettingsQuery, { brand }),
    brandPagePaths(brand, now),
  ])
  const homeSlug = settings?.homeSlug ?? null
  const links = [
    ...(settings?.headerNavigation ?? []),
    ...(settings?.footer?.columns ?? []).flatMap((column) => column.links ?? []),
  ].map((link) => linkHref(link, homeSlug))
  const destinations = (settings?.megaMenu ?? [])
    .flatMap((menu) => menu.destinations ?? [])
    .map((destination) => destinationHref({ brand }, destination))
  const lists = [...POST_TYPES.map((type) => postListPath(type)), OFFERS_PATH]
  const wanted = new Set(['/', ...links, ...destinations, ...lists])
  return paths.filter((path) => wanted.has(path))
}

/** What getStaticPaths renders ahead: each site's prebuiltBrandPaths. */
export async function prebuiltSitePaths(): Promise<string[]> {
  const perSite = await Promise.all(
    sites.map(async (site) =>
      (await prebuiltBrandPaths(site.brand)).map((path) => sitePagePath(site.id, path)),
    ),
  )
  return perSite.flat()
}

/**
 * A page as it shows at a moment, and how soon to build it again; `content` null for a page
 * outside its publish window (a 404, built again when its window opens, or by the usual time).
 */
type LoadedPage = { content: SitePageContent | null; revalidate: number }

/**
 * A brand's page at a slug ('' for home), its blocks with their back-office data from the site's
 * own back office and as they show at `now` (publishWindows.ts), and how soon to build it again;
 * null when the brand has no such page. `tours/{destination}` is the tour list of a destination
 * of the warehouse's tree (tourLists.ts). In the drafts perspective (draft preview), editors'
 * drafts stand in for the published documents they edit. A page outside its window at `now` has
 * no content.
 */
export async function loadSitePage(
  site: Site,
  slug: string,
  sources: BlockDataSources = upstreamSources(site),
  now: number = Date.now(),
  perspective: Perspective = 'published',
): Promise<LoadedPage | null> {
  const tourList = SITE_ROUTES.tourLists(slug)
  if (tourList) return loadTourList(site, tourList, sources, now, perspective)
  const at = new Date(now).toISOString()
  const destination = SITE_ROUTES.destinationPages(slug)
  if (destination) {
    const [settings, page] = await Promise.all([
      fetchContent(siteSettingsQuery, { brand: site.brand }, perspective),
      fetchContent(
        destinationPageQuery,
        {
          brand: site.brand,
          site: site.id,
          group: destination.group,
          slug: destination.destination,
          now: at,
        },
        perspective,
      ),
    ])
    return settings && page?.slug ? withBlockData(settings, { ...page, slug: page.slug }, sources, now) : null
  }
  const [settings, page] = await Promise.all([
    fetchContent(siteSettingsQuery, { brand: site.brand }, perspective),
    fetchContent(pageQuery, { brand: site.brand, site: site.id, slug, now: at }, perspective),
  ])
  if (!settings || !page) return null
  // Rendered again when its own window opens or ends, if that is sooner than its blocks ask.
  const window = queriedWindow(page)
  const untilChange = revalidateSeconds(REVALIDATE_SECONDS, nextChangeOf([window], now), now)
  if (!isInWindow(window, now)) return { content: null, revalidate: untilChange }
  const loaded = await withBlockData(settings, page, sources, now)
  return { ...loaded, revalidate: Math.min(loaded.revalidate, untilChange) }
}

/**
 * The address of the brand's destination page that `slug` names under another group than its
 * own (`tour-destination/{any group}/{destination}`: another brand's menu names it under its
 * own group, spec 02 §2), for a 308 there; null for any other slug.
 */
export async function movedDestinationPath(
  site: Site,
  slug: string,
  perspective: Perspective = 'published',
): Promise<string | null> {
  const destination = SITE_ROUTES.destinationPages(slug)
  if (!destination) return null
  const canonical = await fetchContent(
    destinationCanonicalPathQuery,
    { brand: site.brand, slug: destination.destination },
    perspective,
  )
  return canonical && canonical !== slug ? `/${canonical}` : null
}

/** The one place a page's revalidation time is decided: by its back-office data and its windows. */
async function withBlockData(
  settings: SitePageContent['settings'],
  page: NonNullable<PageQueryResult>,
  sources: BlockDataSources,
  now: number,
): Promise<{ content: SitePageContent; revalidate: number }> {
  const added = await addBlockData(page.blocks, sources)
  const { blocks, nextChange } = applyPublishWindows(added.blocks, now)
  const usual = added.complete ? REVALIDATE_SECONDS : INCOMPLETE_REVALIDATE_SECONDS
  return {
    content: { settings, page: { ...page, blocks } },
    revalidate: revalidateSeconds(usual, nextChange, now),
  }
}

/**
 * `/tours/{destination}`: the tours of a destination of the warehouse's tree (call 3), as tour
 * cards (call 4). Null (404) for a destination the tree does not have; while the warehouse
 * cannot be asked, the page is built from the address and built again soon.
 */
async function loadTourList(
  site: Site,
  destination: string,
  sources: BlockDataSources,
  now: number,
  perspective: Perspective,
): Promise<LoadedPage | null> {
  const [settings, tree] = await Promise.all([loadSiteSettings(site, perspective), sources.destinations()])
  if (!settings) return null
  const found = findDestination(tree, destination)
  if (tree.length && !found) return null
  const name = found?.title ?? titleCase(destination.replace(/-/g, ' '))
  const loaded = await withBlockData(settings, tourListPage(destination, name, settings.title), sources, now)
  return found ? loaded : { ...loaded, revalidate: INCOMPLETE_REVALIDATE_SECONDS }
}

export async function loadSiteSettings(
  site: Site,
  perspective: Perspective = 'published',
): Promise<SitePageContent['settings'] | null> {
  return fetchContent(siteSettingsQuery, { brand: site.brand }, perspective)
}
