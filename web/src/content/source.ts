import { createClient, type QueryParams, type SanityQueries } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { contentSettings, type ContentSettings } from '@travel/config'
import { defaultDatasetPath, loadDataset } from './embeddedDataset'

/** Runs a query of queries.ts; the result type comes from TypeGen's registry. */
export type ContentSource = <Query extends keyof SanityQueries>(
  query: Query,
  params: QueryParams,
) => Promise<SanityQueries[Query]>

export function embeddedSource(datasetPath: string): ContentSource {
  return async (query, params) => {
    const dataset = await loadDataset(datasetPath)
    const result = await evaluate(parse(query, { params }), { dataset, params })
    return result.get()
  }
}

export function sanitySource(settings: Extract<ContentSettings, { source: 'sanity' }>): ContentSource {
  const client = createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    token: settings.token,
    useCdn: settings.useCdn,
    perspective: 'published',
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
  })
  return (query, params) => client.fetch<SanityQueries[typeof query]>(query, params)
}

export function createContentSource(settings: ContentSettings = contentSettings()): ContentSource {
  return settings.source === 'sanity'
    ? sanitySource(settings)
    : embeddedSource(settings.datasetPath ?? defaultDatasetPath())
}

let source: ContentSource | undefined

/** The content source of this process, chosen once from the environment. */
export const fetchContent: ContentSource = (query, params) => {
  source ??= createContentSource()
  return source(query, params)
}
