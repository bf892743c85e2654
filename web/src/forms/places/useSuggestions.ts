import { useEffect, useState } from 'react'
import { PRODUCT_TYPES } from '@/site/products'
import { useDebouncedValue } from './useDebouncedValue'

/** Spec 02 §9: search and suggestion debounce. */
export const SUGGESTION_DELAY_MS = 500

/**
 * The destinations suggested for what is typed, for the chosen travel type (the quick search's;
 * the enquiry forms' places: always tours, the warehouse's call 7): asked of the site
 * (GET /api/search/suggestions) once the keyword has rested 500 ms, only when it has a value and
 * a type is chosen. A failure suggests nothing (spec 02 §8); an answer to an older keyword is
 * dropped.
 */
export function useSuggestions(travelType: string, keyword: string): string[] {
  const query = useDebouncedValue(`${travelType}\n${keyword.trim()}`, SUGGESTION_DELAY_MS)
  const [suggestions, setSuggestions] = useState<{ query: string; list: string[] }>({ query: '', list: [] })

  useEffect(() => {
    const [type = '', word = ''] = query.split('\n')
    if (!word || !PRODUCT_TYPES.some((known) => known === type)) return
    const controller = new AbortController()
    const params = new URLSearchParams({ travelType: type, keyword: word })
    fetch(`/api/search/suggestions?${params}`, { signal: controller.signal })
      .then(async (response) => {
        const body: unknown = response.ok ? await response.json() : null
        const list = suggestionsIn(body)
        setSuggestions({ query, list })
      })
      .catch(() => {
        if (!controller.signal.aborted) setSuggestions({ query, list: [] })
      })
    return () => controller.abort()
  }, [query])

  // Only the current keyword's: nothing while a newer one waits for its answer.
  return suggestions.query === `${travelType}\n${keyword.trim()}` ? suggestions.list : []
}

function suggestionsIn(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('suggestions' in body)) return []
  const { suggestions } = body
  return Array.isArray(suggestions) ? suggestions.filter((item) => typeof item === 'string') : []
}
