import type { DestinationCategory, ProductCardData, ProductImage, TourSummary } from '@/site/products'

/**
 * The warehouse's answers, read without trusting them: pages carry them into their HTML and
 * visitors pick from them, so an entry without what it needs (a name, a code, a slug) is left
 * out, and every field is checked for its type. Each reader turns one entry into our own type.
 */

export type Country = { id: number; name: string }

type Image = ProductImage

/** A quick-search result (spec 02 §3, "Search result product"). */
export type ProductSummary = { code: string; name: string; image: Image | null }

export type { TourSummary }

export type { DestinationCategory }

type Entry = Record<string, unknown>

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(entry: Entry, key: string): string | null {
  const value = entry[key]
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

function positiveNumber(entry: Entry, key: string): number | null {
  const value = entry[key]
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

export function listOf<Item>(answer: unknown, itemOf: (entry: unknown) => Item | null): Item[] {
  if (!Array.isArray(answer)) return []
  return answer.flatMap((entry: unknown) => {
    const item = itemOf(entry)
    return item ? [item] : []
  })
}

export function placeOf(entry: unknown): { name: string } | null {
  const name = isEntry(entry) ? text(entry, 'name') : null
  return name === null ? null : { name }
}

export function countryOf(entry: unknown): Country | null {
  if (!isEntry(entry)) return null
  const name = text(entry, 'name')
  const { id } = entry
  return name !== null && typeof id === 'number' && Number.isInteger(id) ? { id, name } : null
}

/** Call 1's suggestions: the keys of its `destinations` map, each once, blank ones left out. */
export function destinationKeysOf(answer: unknown): string[] {
  if (!isEntry(answer) || !isEntry(answer['destinations'])) return []
  const keys = Object.keys(answer['destinations']).map((key) => key.trim())
  return [...new Set(keys.filter(Boolean))]
}

/**
 * Where product photos may come from: the one origin the site's image optimiser fetches from
 * (config's `warehouse.imageOrigin`), or null when none is configured and no photo is shown.
 */
export type ImageOrigin = string | null

/**
 * The first image on the allowed origin (a relative one would point at our own site, a foreign
 * one is not fetched), its alt, else the product's name.
 */
function firstImage(entry: Entry, name: string, imageOrigin: ImageOrigin): Image | null {
  const images = entry['images']
  if (!imageOrigin || !Array.isArray(images)) return null
  for (const image of images) {
    if (!isEntry(image)) continue
    const url = text(image, 'url')
    if (url && url.startsWith(`${imageOrigin}/`)) return { url, alt: text(image, 'alt') ?? name }
  }
  return null
}

export function productSummaryOf(entry: unknown, imageOrigin: ImageOrigin): ProductSummary | null {
  if (!isEntry(entry)) return null
  const code = text(entry, 'code')
  const name = text(entry, 'name')
  return code && name ? { code, name, image: firstImage(entry, name, imageOrigin) } : null
}

/** A product as a card shows it: a code and a name at least; the price null without one. */
export function productCardOf(
  entry: unknown,
  currency: string,
  imageOrigin: ImageOrigin,
): ProductCardData | null {
  if (!isEntry(entry)) return null
  const code = text(entry, 'code')
  const name = text(entry, 'name')
  if (!code || !name) return null
  const hasPrice = entry['hasPrice'] !== false
  return {
    code,
    name,
    image: firstImage(entry, name, imageOrigin),
    durationDays: positiveNumber(entry, 'durationDays'),
    priceFrom: hasPrice ? positiveNumber(entry, 'priceFrom') : null,
    currency: text(entry, 'currency') ?? currency,
  }
}

export function tourSummaryOf(
  entry: unknown,
  currency: string,
  imageOrigin: ImageOrigin,
): TourSummary | null {
  const card = productCardOf(entry, currency, imageOrigin)
  const slug = isEntry(entry) ? text(entry, 'slug') : null
  return card && slug ? { ...card, slug } : null
}

export function categoryOf(entry: unknown): DestinationCategory | null {
  if (!isEntry(entry)) return null
  const title = text(entry, 'title')
  const slug = text(entry, 'slug')
  if (!title || !slug) return null
  return {
    title,
    slug,
    isShow: entry['isShow'] === true,
    children: listOf(entry['children'], categoryOf),
  }
}
