import { isBrandId, isPageSlug, SLUG_MAX_LENGTH, sitesOfBrand, type BrandId } from '@travel/config'
import { brandPagePaths, sitePagePath } from '@/server/content/sitePages'
import { pagePath } from '@/site/documentPaths'
import { POST_TYPES, postHref } from '@/site/posts'
import { offerPath } from '@/site/offers'

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

/**
 * The internal paths to re-render after a change, on every site of the document's brand.
 * Any brand document can change what every page shows (settings feed the header and footer, a
 * page's slug feeds the links to it), so every page of the brand is re-rendered, plus the
 * changed page's, post's or offer's own path in case it no longer exists (it then turns into a 404).
 */
export async function revalidationPaths(change: DocumentChange): Promise<string[]> {
  const paths = new Set(await brandPagePaths(change.brand))
  if (change._type === 'page' && change.slug) paths.add(pagePath(change.slug, null))
  // The webhook names a post's slug, not its type (which may just have changed): every type's.
  if (change._type === 'post' && change.slug && !change.slug.includes('/')) {
    for (const type of POST_TYPES) paths.add(postHref({ type, slug: change.slug })!)
  }
  if (change._type === 'offer' && change.slug && !change.slug.includes('/')) paths.add(offerPath(change.slug))
  return sitesOfBrand(change.brand).flatMap((site) => [...paths].map((path) => sitePagePath(site.id, path)))
}
