import { isBrandId, isPageSlug, SLUG_MAX_LENGTH, sitesOfBrand, type BrandId } from '@travel/config'
import {
  documentAddressQuery,
  formRedirectQuery,
  pagesWithBlocksQuery,
  referringDocumentsQuery,
  siteSettingsQuery,
} from '@/content/queries'
import type { ReferringDocumentsQueryResult } from '@/content/sanity.types'
import { brandPostPaths } from '@/server/content/posts'
import { brandPagePaths, sitePagePath } from '@/server/content/sitePages'
import { SITE_ROUTES } from '@/server/content/siteRoutes'
import { fetchContent } from '@/server/content/source'
import { documentPath, pagePath, type LinkedDocument } from '@/site/documentPaths'
import { POST_TYPES, postHref } from '@/site/posts'
import { OFFERS_PATH, offerPath } from '@/site/offers'
import { blocksListing } from './listingBlocks'

/**
 * What the Sanity webhook sends; its projection must be `{_id, _type, brand, "slug": slug.current}`.
 */
export type DocumentChange = { _id: string; _type: string; brand: BrandId; slug: string | null }

// A slug's shape is config's isPageSlug, the rule the Studio's slug fields check as editors type:
// nothing else may become a path to re-render ('..', '?', '#', '%', '\\', a leading '/').

export function parseDocumentChange(body: unknown): DocumentChange | string {
  if (!body || typeof body !== 'object') return 'Expected a JSON object'
  const { _id, _type, brand, slug } = body as Record<string, unknown>
  if (typeof _id !== 'string' || !_id) return '_id must be a non-empty string'
  if (typeof _type !== 'string' || !_type) return '_type must be a non-empty string'
  if (!isBrandId(brand)) return 'brand must be the id of a brand'
  if (slug !== undefined && slug !== null && typeof slug !== 'string') return 'slug must be a string or null'
  if (slug && !isPageSlug(slug)) {
    return `slug must be lower-case letters and digits in words joined by single hyphens, in '/'-separated segments, at most ${SLUG_MAX_LENGTH} characters`
  }
  return { _id, _type, brand, slug: slug ?? null }
}

type Referrer = ReferringDocumentsQueryResult[number]

/**
 * Documents with an address whose content, wherever it shows, shows what they refer to (an
 * offer's destinations); a link to any other shows only its address.
 */
const EMBEDS_WHAT_IT_REFERS_TO = new Set(['offer'])
const HAS_ADDRESS = new Set(['page', 'destinationPage', 'post', 'offer'])

/** The paths of each brand that show a changed document: some paths, or all of them ('every page'). */
type Shown = Map<BrandId, Set<string> | 'every page'>

function show(shown: Shown, brand: BrandId, paths: Iterable<string>) {
  const held = shown.get(brand) ?? new Set<string>()
  if (held === 'every page') return
  for (const path of paths) held.add(path)
  shown.set(brand, held)
}

/**
 * The documents that show a changed one through references, followed from document to document
 * (an offer shows its destinations' titles, a page shows its offers): each with an address shows
 * it there; a brand's settings show it on every page of the brand (the header, the mega-menu,
 * the footer). A page, destination page or post that refers to it only links to it, and what
 * refers to that link does not show it: the walk stops there.
 */
async function referrers(id: string): Promise<Referrer[]> {
  const found: Referrer[] = []
  const seen = new Set([id])
  let next = [id]
  while (next.length > 0) {
    const referring = await fetchContent(referringDocumentsQuery, { ids: next })
    next = []
    for (const document of referring) {
      if (seen.has(document._id)) continue
      seen.add(document._id)
      found.push(document)
      if (!HAS_ADDRESS.has(document._type) || EMBEDS_WHAT_IT_REFERS_TO.has(document._type))
        next.push(document._id)
    }
  }
  return found
}

async function homeSlugOf(brand: BrandId): Promise<string | null> {
  return (await fetchContent(siteSettingsQuery, { brand }))?.homeSlug ?? null
}

/**
 * The paths of each brand that show a changed document (docs/content.md, "What a publish
 * re-renders"):
 * - its brand's settings: every page of the brand;
 * - what refers to it, and what refers to those (referrers): each one's own address, or every
 *   page of a brand whose settings are among them;
 * - the pages whose blocks list documents of its type by a query (a post in the news carousel,
 *   a brochure in a form's select: blocksListing);
 * - the lists: a post's brand's lists of posts, an offer's list of offers;
 * - a form's: the page it sends visitors to once sent (marked as its confirmation).
 */
async function pathsShowing(change: DocumentChange): Promise<Shown> {
  const shown: Shown = new Map()
  if (change._type === 'siteSettings') {
    shown.set(change.brand, 'every page')
    return shown
  }
  for (const document of await referrers(change._id)) {
    if (!isBrandId(document.brand)) continue
    if (document._type === 'siteSettings') shown.set(document.brand, 'every page')
    const path = HAS_ADDRESS.has(document._type)
      ? documentPath(document as LinkedDocument, await homeSlugOf(document.brand))
      : undefined
    if (path) show(shown, document.brand, [path])
  }
  const blockTypes = blocksListing(change._type)
  if (blockTypes.length > 0) {
    const [listing, homeSlug] = await Promise.all([
      fetchContent(pagesWithBlocksQuery, { brand: change.brand, blockTypes }),
      homeSlugOf(change.brand),
    ])
    show(
      shown,
      change.brand,
      listing.flatMap((page) => documentPath(page as LinkedDocument, homeSlug) ?? []),
    )
  }
  if (change._type === 'post') {
    const lists = (await brandPostPaths(change.brand)).filter(
      ({ path }) => SITE_ROUTES.posts(path.slice(1))?.kind === 'postList',
    )
    show(
      shown,
      change.brand,
      lists.map(({ path }) => path),
    )
  }
  if (change._type === 'offer') show(shown, change.brand, [OFFERS_PATH])
  if (change._type === 'form') {
    const redirect = await fetchContent(formRedirectQuery, { id: change._id })
    if (redirect?.startsWith('/')) show(shown, change.brand, [redirect])
  }
  return shown
}

/**
 * The internal paths to re-render after a change, on every site of each brand that shows it
 * (pathsShowing), plus the changed document's own: where it is now, and for a page, post or
 * offer the path the webhook names, in case it no longer exists (it then turns into a 404). A
 * page a rule here misses is still regenerated within REVALIDATE_SECONDS of a visit, as every
 * page is.
 */
export async function revalidationPaths(change: DocumentChange): Promise<string[]> {
  const [shown, current, homeSlug] = await Promise.all([
    pathsShowing(change),
    fetchContent(documentAddressQuery, { id: change._id }),
    homeSlugOf(change.brand),
  ])
  const own = new Set<string>()
  // Where it is now (a destination page's group, a post's type, the home page at /), and where
  // the webhook says it was.
  const path = current && HAS_ADDRESS.has(current._type) && documentPath(current as LinkedDocument, homeSlug)
  if (path) own.add(path)
  if (change._type === 'page' && change.slug) own.add(pagePath(change.slug, null))
  // The webhook names a post's slug, not its type (which may just have changed): every type's.
  if (change._type === 'post' && change.slug && !change.slug.includes('/')) {
    for (const type of POST_TYPES) own.add(postHref({ type, slug: change.slug })!)
  }
  if (change._type === 'offer' && change.slug && !change.slug.includes('/')) own.add(offerPath(change.slug))
  show(shown, change.brand, own)
  const perBrand = await Promise.all(
    [...shown].map(async ([brand, paths]) => {
      const all = paths === 'every page' ? new Set([...(await brandPagePaths(brand)), ...own]) : paths
      return sitesOfBrand(brand).flatMap((site) => [...all].map((path) => sitePagePath(site.id, path)))
    }),
  )
  return perBrand.flat()
}
