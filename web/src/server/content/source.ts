import { createClient, type QueryParams, type SanityQueries } from '@sanity/client'
import { stegaEncodeSourceMap } from '@sanity/client/stega'
import { contentSettings, type ContentSettings } from '@travel/config'
import type { Perspective } from './draftsOverlay'
import { datasetIndex, evaluateIndexed } from './datasetIndex'
import { defaultDatasetPath, loadDataset } from './embeddedDataset'
import { embeddedSourceMap } from './embeddedSourceMap'
import type { SanityDocument } from './sanityDocument'
import { draftStega } from './stega'

/**
 * Runs a query of queries.ts; the result type comes from TypeGen's registry. The published
 * perspective unless told otherwise: drafts only for a request in draft mode (docs/preview.md).
 * A drafts result is stega-encoded (stega.ts): its text says where it came from, for the
 * Presentation tool's click-to-edit; strings that drive logic are cleaned where they do.
 */
export type ContentSource = <Query extends keyof SanityQueries>(
  query: Query,
  params: QueryParams,
  perspective?: Perspective,
) => Promise<SanityQueries[Query]>

/** Distinct query results kept per dataset version; parameters come from visitors, so it is bounded. */
const MAX_CACHED_RESULTS = 500

/** Makes a shared result safe to share: a caller that changed it would change it for all. */
function deepFreeze<Value>(value: Value): Value {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/**
 * GROQ over the embedded dataset, in-process, read through its index (datasetIndex.ts): a query
 * reads the documents of the types or ids it asks for, and a reference is one lookup. Each result
 * is computed once per version of the dataset, which was a large part of the cost of accepting a
 * CMS-form submission (its form definition is read per post).
 */
export function embeddedSource(datasetPath: string): ContentSource {
  let cache: { dataset: unknown; results: Map<string, Promise<unknown>> } | undefined
  const run = async (dataset: SanityDocument[], query: string, params: QueryParams) =>
    deepFreeze(await evaluateIndexed(dataset, query, params))
  return (query, params, perspective = 'published') => {
    // Drafts are read fresh each time: previews are few and must show the latest edit.
    if (perspective === 'drafts') {
      return loadDataset(datasetPath, 'drafts').then(async (dataset) => {
        const result = await run(dataset, query, params)
        const sourceMap = embeddedSourceMap(result, dataset)
        return stegaEncodeSourceMap(result, sourceMap, draftStega(params)) as SanityQueries[typeof query]
      })
    }
    return loadDataset(datasetPath).then((dataset) => {
      if (cache?.dataset !== dataset || cache.results.size >= MAX_CACHED_RESULTS)
        cache = { dataset, results: new Map() }
      const { results } = cache
      const key = `${query}\u0000${JSON.stringify(params)}`
      const cached = results.get(key) ?? run(dataset, query, params)
      if (!results.has(key)) {
        results.set(key, cached)
        // A failed run is not kept: the next call tries again.
        cached.catch(() => results.delete(key))
      }
      return cached as Promise<SanityQueries[typeof query]>
    })
  }
}

export function sanitySource(settings: Extract<ContentSettings, { source: 'sanity' }>): ContentSource {
  const published = createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    token: settings.token,
    useCdn: settings.useCdn,
    perspective: 'published',
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
  })
  // Drafts need the read token and the API itself: the CDN never serves them.
  const drafts = settings.token
    ? published.withConfig({ perspective: 'drafts', useCdn: false, stega: draftStega({}) })
    : null
  return (query, params, perspective = 'published') => {
    if (perspective === 'published') return published.fetch<SanityQueries[typeof query]>(query, params)
    if (!drafts) return Promise.reject(new Error('Draft preview needs SANITY_API_READ_TOKEN'))
    return drafts.fetch<SanityQueries[typeof query]>(query, params, { stega: draftStega(params) })
  }
}

export function createContentSource(settings: ContentSettings = contentSettings()): ContentSource {
  return settings.source === 'sanity'
    ? sanitySource(settings)
    : embeddedSource(settings.datasetPath ?? defaultDatasetPath())
}

/**
 * Reads and indexes the embedded dataset as a server starts (instrumentation.ts), so that the
 * first visitor does not wait for it: at 20 times today's content, 17 MB took a server's first
 * page from about 40 ms to over a second (docs/performance.md, "Scale: content"). Sanity's
 * source holds nothing to load.
 */
export async function preloadContent(settings: ContentSettings = contentSettings()): Promise<void> {
  if (settings.source === 'sanity') return
  datasetIndex(await loadDataset(settings.datasetPath ?? defaultDatasetPath()))
}

let source: ContentSource | undefined

/** The content source of this process, chosen once from the environment. */
export const fetchContent: ContentSource = (query, params, perspective) => {
  source ??= createContentSource()
  return source(query, params, perspective)
}
