import { isSlugSegment } from '@travel/config'
import type { PostListQueryResult, PostQueryResult } from '@/content/sanity.types'

/** A post as a card shows it (the news carousel, the lists of posts). */
export type PostSummary = PostListQueryResult['posts'][number]
/** A post as its page shows it. */
export type PostContent = NonNullable<PostQueryResult>
export type PostType = NonNullable<PostSummary['type']>

/**
 * Each type's label on a card and its list's heading, one per value of the Studio's list
 * (studio/schemas/documents/postTypes.ts): a value without its labels fails tsc.
 */
export const POST_TYPE_LABELS: Record<PostType, { card: string; list: string; one: string }> = {
  news: { card: 'News', list: 'News', one: 'news item' },
  travelTips: { card: 'Travel tips', list: 'Travel tips', one: 'travel tip' },
  pressRelease: { card: 'Press release', list: 'Press releases', one: 'press release' },
}

export const POST_TYPES = Object.keys(POST_TYPE_LABELS) as PostType[]

/** How many posts a list shows to a page: /news, then /news/page/2… */
export const POSTS_PER_PAGE = 12

/**
 * The URL segment of a document type: lowercased, non-alphanumerics stripped,
 * words hyphenated. `newsPost` -> `news-post`, `Tour Destination` -> `tour-destination`.
 */
export function typeSlug(type: string): string {
  return type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
}

/** A type's address segment: `travelTips` -> `travel-tips`. */
export function postTypeSegment(type: PostType): string {
  return typeSlug(type)
}

/** The type whose address segment this is, if any: `travel-tips` -> `travelTips`. */
export function postTypeOfSegment(segment: string): PostType | undefined {
  return POST_TYPES.find((type) => postTypeSegment(type) === segment)
}

/** A post's address, /{type-slug}/{slug} (`travelTips` -> /travel-tips/…); undefined without both. */
export function postHref({ type, slug }: Pick<PostSummary, 'type' | 'slug'>): string | undefined {
  return type && slug ? `/${postTypeSegment(type)}/${slug}` : undefined
}

/** A page of a type's list of posts: /news for the first, /news/page/2 for the next. */
export function postListPath(type: PostType, page = 1): string {
  return page > 1 ? `/${postTypeSegment(type)}/page/${page}` : `/${postTypeSegment(type)}`
}

/** What an address of the post routes names: a type's list (a page of it) or one post. */
export type PostRoute =
  { kind: 'postList'; type: PostType; page: number } | { kind: 'post'; type: PostType; slug: string }

const PAGE_NUMBER = /^[1-9]\d{0,3}$/

/**
 * The post route a page slug names (`news`, `news/page/2`, `news/{slug}`), or null: a page of
 * the site may be at any other address.
 */
export function postRoute(slug: string): PostRoute | null {
  const [segment = '', ...rest] = slug.split('/')
  const type = postTypeOfSegment(segment)
  if (!type) return null
  if (rest.length === 0) return { kind: 'postList', type, page: 1 }
  if (rest.length === 1 && isSlugSegment(rest[0]!)) return { kind: 'post', type, slug: rest[0]! }
  if (rest.length === 2 && rest[0] === 'page' && PAGE_NUMBER.test(rest[1]!)) {
    return { kind: 'postList', type, page: Number(rest[1]) }
  }
  return null
}
