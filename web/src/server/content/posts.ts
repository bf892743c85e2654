import type { Site } from '@travel/config'
import { postListQuery, postPathsQuery, postQuery } from '@/content/queries'
import {
  POST_TYPES,
  POSTS_PER_PAGE,
  postHref,
  postListPath,
  type PostContent,
  type PostRoute,
  type PostSummary,
  type PostType,
} from '@/site/posts'
import type { Perspective } from './draftsOverlay'
import { isInWindow, nextChangeOf, queriedWindow } from './publishWindows'
import { fetchContent } from './source'

/** One post's page. */
export type PostPageContent = {
  post: PostContent
  /**
   * In draft preview, the title and summary as the article shows them, with stega (click-to-edit);
   * `post`'s own are cleaned for the page's head (cleanDraftProps.ts). Absent when published.
   */
  postText?: Pick<PostContent, 'title' | 'summary'>
}

/** One page of a type's list of posts, newest first. */
export type PostListContent = {
  type: PostType
  posts: PostSummary[]
  page: number
  pageCount: number
}

/**
 * What a post route renders: a post or a page of a list, or `notShown` (a 404) for a post outside
 * its window; null (404) when there is none. `nextChange`: when a window of what it shows (or
 * would) next opens or ends, for the page's next rendering (publishWindows.ts); null if none.
 */
export type LoadedPostRoute = { nextChange: number | null } & (
  ({ kind: 'post' } & PostPageContent) | ({ kind: 'postList' } & PostListContent) | { kind: 'notShown' }
)

/**
 * A post route's content on the site's brand as it shows at `now`: the post of that type and
 * slug, or that page of the type's list (of the posts in their windows). Null for a post the
 * brand does not have (or has under another type), a list with no post, and a page past the
 * list's last; `notShown` for a post outside its window.
 */
export async function loadPostRoute(
  site: Site,
  route: PostRoute,
  perspective: Perspective = 'published',
  perPage: number = POSTS_PER_PAGE,
  now: number = Date.now(),
): Promise<LoadedPostRoute | null> {
  if (route.kind === 'post') {
    const post = await fetchContent(
      postQuery,
      { brand: site.brand, type: route.type, slug: route.slug },
      perspective,
    )
    if (!post) return null
    const window = queriedWindow(post)
    const nextChange = nextChangeOf([window], now)
    return isInWindow(window, now) ? { kind: 'post', post, nextChange } : { kind: 'notShown', nextChange }
  }
  const from = (route.page - 1) * perPage
  const list = await fetchContent(
    postListQuery,
    { brand: site.brand, type: route.type, from, to: from + perPage, now: new Date(now).toISOString() },
    perspective,
  )
  const nextChange = nextChangeOf(list.windows.map(queriedWindow), now)
  if (list.posts.length === 0) return nextChange === null ? null : { kind: 'notShown', nextChange }
  return {
    kind: 'postList',
    type: route.type,
    posts: list.posts,
    page: route.page,
    pageCount: Math.ceil(list.total / perPage),
    nextChange,
  }
}

export type PostPath = { path: string; lastModified: string | null }

/**
 * Every address of the brand's posts shown at `now`: each post's page (unless hidden from search
 * engines, with `indexed` false) and each page of each type's list, with when it last changed.
 */
export async function brandPostPaths(
  brand: Site['brand'],
  perPage: number = POSTS_PER_PAGE,
  now: number = Date.now(),
): Promise<(PostPath & { indexed: boolean })[]> {
  const posts = await fetchContent(postPathsQuery, { brand, now: new Date(now).toISOString() })
  const paths: (PostPath & { indexed: boolean })[] = []
  for (const type of POST_TYPES) {
    const ofType = posts.filter((post) => post.type === type)
    const pageCount = Math.ceil(ofType.length / perPage)
    for (let page = 1; page <= pageCount; page += 1) {
      const shown = ofType.slice((page - 1) * perPage, page * perPage)
      const lastModified =
        shown
          .map((post) => post._updatedAt)
          .sort()
          .at(-1) ?? null
      paths.push({ path: postListPath(type, page), lastModified, indexed: true })
    }
    for (const post of ofType) {
      const path = postHref(post)
      if (path) paths.push({ path, lastModified: post._updatedAt, indexed: !post.noIndex })
    }
  }
  return paths
}
