import { BRAND_PRODUCT_TYPE, isBrandId, isProductType, type ProductType } from '@travel/config'
import { previewOrigins } from '../../presentation/previewUrl'

type Env = Record<string, string | undefined>

/**
 * The trip picker's lookups (TripPickerInput.tsx): the Studio asks the brand's site, never the
 * warehouse, so the warehouse key stays on the site's server. The site's search route
 * (`GET /api/search?travelType=…&keyword=…`, warehouse call 2) answers the Studio's origin
 * (docs/upstream.md, "Lookups"); its keyword matches a trip's name in part and its code whole.
 */

/** A trip as the picker offers it. */
export type TripChoice = { code: string; name: string }

/** Fewer letters than this find too much to choose from. */
export const MIN_KEYWORD = 2

/** The site the brand's Studio asks: its first, as the Presentation tool previews it. */
export function lookupOrigin(brand: unknown, env: Env = process.env): string | null {
  return isBrandId(brand) ? (previewOrigins(brand, env)[0] ?? null) : null
}

/** The type a new pick starts on: the one picked before, else the brand's own. */
export function startingType(picked: unknown, brand: unknown): ProductType {
  if (isProductType(picked)) return picked
  return isBrandId(brand) ? BRAND_PRODUCT_TYPE[brand] : 'tour'
}

export function tripSearchUrl(origin: string, type: ProductType, keyword: string): string {
  const url = new URL('/api/search', origin)
  url.searchParams.set('travelType', type)
  url.searchParams.set('keyword', keyword.trim())
  return url.toString()
}

/** Whether what is typed is worth a search. */
export function searchable(keyword: string): boolean {
  return keyword.trim().length >= MIN_KEYWORD
}

/** The route's `{results: [{code, name}]}`, read without trusting it: entries without both left out. */
export function tripsOf(body: unknown): TripChoice[] {
  const results = typeof body === 'object' && body !== null ? (body as { results?: unknown }).results : null
  if (!Array.isArray(results)) return []
  return results.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { code, name } = entry as { code?: unknown; name?: unknown }
    return typeof code === 'string' && code && typeof name === 'string' && name ? [{ code, name }] : []
  })
}

/**
 * The trips of this type whose name (or whole code) matches the keyword. Throws with the site's
 * own message (a 400's, a 429's) or the status when it did not answer with a list.
 */
export async function findTrips(
  origin: string,
  type: ProductType,
  keyword: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<TripChoice[]> {
  const response = await (options.fetch ?? fetch)(tripSearchUrl(origin, type, keyword), {
    signal: options.signal,
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message
    throw new Error(typeof message === 'string' ? message : `The site answered ${response.status}.`)
  }
  return tripsOf(body)
}

/** The trip picked before, by its code (the search finds a whole code): its name now, or null when gone. */
export async function currentTrip(
  origin: string,
  type: ProductType,
  code: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<TripChoice | null> {
  const found = await findTrips(origin, type, code, options)
  return found.find((trip) => trip.code === code) ?? null
}
