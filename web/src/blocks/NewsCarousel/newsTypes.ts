import type { BlockOf } from '@/blocks/types'
import { typeSlug } from '@/site/links'

export type NewsItem = NonNullable<BlockOf<'newsCarousel'>['items']>[number]
export type NewsType = NonNullable<NewsItem['type']>

/**
 * Each type's label on a card, one per value of the Studio's list
 * (studio/schemas/blocks/newsCarousel.ts): a value without its label fails tsc.
 */
export const NEWS_TYPE_LABELS: Record<NewsType, string> = {
  news: 'News',
  travelTips: 'Travel tips',
  pressRelease: 'Press release',
}

/** A news item's address, /{type-slug}/{slug} (`travelTips` -> /travel-tips/…); undefined without both. */
export function newsHref({ type, slug }: Pick<NewsItem, 'type' | 'slug'>): string | undefined {
  return type && slug ? `/${typeSlug(type)}/${slug}` : undefined
}
