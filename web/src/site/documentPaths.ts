import { destinationPagePath } from './destinationLinks'
import { offerPath } from './offers'
import { postHref, type PostType } from './posts'

/**
 * A document an internal link leads to, as the link projection (`linkTarget`) reads it: the
 * documents the Studio's link field may reference, each with what its address is made of.
 */
export type LinkedDocument =
  | { _type: 'page'; slug: string | null }
  | { _type: 'destinationPage'; group: string | null; slug: string | null }
  | { _type: 'post'; type: PostType | null; slug: string | null }
  | { _type: 'offer'; slug: string | null }

/** The path of a page on its site: the home page at `/`, every other page at `/{slug}`. */
export function pagePath(slug: string, homeSlug: string | null): string {
  return slug === homeSlug ? '/' : `/${slug}`
}

/**
 * The public address of a linked document on the sites of its brand: a page's (`/{slug}`, the
 * home page `/`), a destination page's (`/tour-destination/{group}/{slug}`) or a post's
 * (`/{type-slug}/{slug}`) or an offer's (`/offers/{slug}`). Undefined when the document lacks a part of its address.
 */
export function documentPath(document: LinkedDocument, homeSlug: string | null): string | undefined {
  switch (document._type) {
    case 'page':
      return document.slug ? pagePath(document.slug, homeSlug) : undefined
    case 'destinationPage':
      return destinationPagePath(document)
    case 'post':
      return postHref(document)
    case 'offer':
      return document.slug ? offerPath(document.slug) : undefined
  }
}
