import { LRUCache } from 'lru-cache'

/** How long an answer is kept in this process: a minute; an empty one (perhaps a failure) 10 s. */
export const KEPT_MS = 60_000
export const KEPT_EMPTY_MS = 10_000

type Loaded = { value: unknown; empty: boolean }
type Load = () => Promise<Loaded>

/**
 * Answers kept per key (site, route and query) for a minute, in this process: a burst of the
 * same query makes one upstream call, with or without a CDN in front, since callers that ask
 * while a load is running wait for that load (lru-cache's fetch). Bounded to the most recent
 * 1,000 keys.
 */
const cache = new LRUCache<string, Loaded, Load>({
  max: 1_000,
  ttl: KEPT_MS,
  // The clock read at each use (lru-cache keeps its own reference otherwise), so tests can move it.
  perf: { now: () => Date.now() },
  fetchMethod: async (_key, _stale, { context, options }) => {
    const loaded = await context()
    if (loaded.empty) options.ttl = KEPT_EMPTY_MS
    return loaded
  },
})

export async function kept<Value>(
  key: string,
  load: () => Promise<Value>,
  isEmpty: (value: Value) => boolean,
): Promise<Value> {
  // The cache holds what `load` gave for this key, so the value is this key's Value.
  const loaded = await cache.fetch(key, {
    context: async () => {
      const value = await load()
      return { value, empty: isEmpty(value) }
    },
  })
  return loaded!.value as Value
}

/** Forgets every kept answer (tests). */
export function forgetKeptAnswers(): void {
  cache.clear()
}
