import type { QuickSearch } from './schema'

export type SearchResult = { code: string; name: string; image: { url: string; alt: string } | null }

export type SearchAnswer = { kind: 'found'; results: SearchResult[] } | { kind: 'failed'; message: string }

export const SEARCH_FAILED = 'The search could not be done just now. Please try again in a moment.'

function resultsIn(body: unknown): SearchResult[] | null {
  if (typeof body !== 'object' || body === null || !('results' in body) || !Array.isArray(body.results))
    return null
  return body.results.filter(
    (item: unknown): item is SearchResult =>
      typeof item === 'object' &&
      item !== null &&
      'code' in item &&
      typeof item.code === 'string' &&
      'name' in item &&
      typeof item.name === 'string',
  )
}

function messageIn(body: unknown): string | null {
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null
}

/** Asks the site's search route (GET /api/search, warehouse call 2); never throws. */
export async function searchProducts({ travelType, keyword, duration }: QuickSearch): Promise<SearchAnswer> {
  const params = new URLSearchParams({ travelType })
  if (keyword?.trim()) params.set('keyword', keyword.trim())
  if (duration) params.set('duration', duration)
  try {
    const response = await fetch(`/api/search?${params}`)
    const body: unknown = await response.json().catch(() => null)
    const results = response.ok ? resultsIn(body) : null
    if (results) return { kind: 'found', results }
    return { kind: 'failed', message: messageIn(body) ?? SEARCH_FAILED }
  } catch {
    return { kind: 'failed', message: SEARCH_FAILED }
  }
}
