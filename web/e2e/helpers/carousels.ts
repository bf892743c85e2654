import { expect, type Locator, type Page } from '@playwright/test'
import { homeOf, postsOf } from './seed'

export type NewsItemDoc = { type: string; title: string; slug: { current: string }; createdAt: string }
type NewsCarouselDoc = { _type: string; title: string; pinnedPosts?: { _ref: string }[]; latestType?: string }

/**
 * A brand's home page's news carousel and the posts it shows, as the seed has them: six cards,
 * the posts it pins, in order, then the latest (of its type, if it names one), newest first.
 */
export function newsCarouselOf(brand: string): { title: string; items: NewsItemDoc[] } {
  const block = homeOf(brand).blocks?.find((candidate) => candidate._type === 'newsCarousel') as
    NewsCarouselDoc | undefined
  if (!block) throw new Error(`The ${brand} home page has no newsCarousel in the seed`)
  const posts = postsOf(brand)
  const pinned = (block.pinnedPosts ?? []).map(({ _ref }) => posts.find((post) => post._id === _ref)!)
  const latest = posts
    .filter((post) => !pinned.includes(post) && (!block.latestType || post.type === block.latestType))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id))
  return { title: block.title, items: [...pinned, ...latest].slice(0, 6) }
}
type CarouselDoc = { _type: string; title: string; items: { title: string }[] }

/** A carousel block of a brand's home page, as the seed has it (the news carousel's posts: newsCarouselOf). */
export function carouselOf<Doc extends CarouselDoc = CarouselDoc>(
  brand: string,
  type: 'newsCarousel' | 'solutionsCarousel',
): Doc {
  const block = homeOf(brand).blocks?.find((candidate) => candidate._type === type)
  if (!block) throw new Error(`The ${brand} home page has no ${type} in the seed`)
  return block as unknown as Doc
}

/**
 * Scrolls a carousel into view and waits until its island is live (it hydrates as it comes into
 * view: `data-live`, web/src/ui/Carousel/SlickCarousel.tsx).
 */
export async function liveCarousel(page: Page, title: string): Promise<Locator> {
  const carousel = page.getByRole('region', { name: title })
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-live', 'true')
  return carousel
}

/**
 * Installs the page's clock stopped, before the page opens: a carousel then starts its interval on
 * a still clock and moves only by `letTimePass`, however slowly the machine runs.
 */
export async function installStoppedClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T09:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1_000))
}

/** Lets the page's stopped clock run, in steps so React renders between them as time passes. */
export async function letTimePass(page: Page, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 200) await page.clock.runFor(200)
}

/** The titles of the cards in view (the others are hidden from the accessibility tree). */
export function titlesInView(carousel: Locator): Locator {
  return carousel.getByRole('article').getByRole('heading')
}
