import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import type { BlockExtras, QueriedBlock } from '@/blocks/types'
import { pageQuery, siteSettingsQuery } from '@/content/queries'
import type { PageQueryResult, SiteSettingsQueryResult } from '@/content/sanity.types'
import { loadDataset } from '@/server/content/embeddedDataset'

/** The seed dataset, made from the seed documents (studio/seed/documents/, npm run generate). */
const SEED_DATASET = path.join(__dirname, '..', '..', '..', 'studio', 'seed', 'dataset.ndjson')

type PlainBlockType = Exclude<QueriedBlock['_type'], keyof BlockExtras>

type Dataset = Awaited<ReturnType<typeof loadDataset>>

/**
 * A block of a seed page as the page query projects it, run by groq-js on the seed as the
 * embedded content source runs it (not that module itself: jsdom tests cannot load
 * @sanity/client), for a test to render what a visitor of that page sees: on `site` (the site
 * named like the brand unless told), which leaves out the blocks shown only on its other sites.
 * Blocks with back-office extras (BlockExtras) are built by their tests instead. `edit` changes
 * the seed first, as an editor would (a document added, one changed).
 */
export async function seedBlock<Type extends PlainBlockType>(
  brand: string,
  slug: string,
  type: Type,
  { site = brand, edit = (dataset) => dataset }: { site?: string; edit?: (dataset: Dataset) => Dataset } = {},
): Promise<Extract<QueriedBlock, { _type: Type }>> {
  const params = { brand, site, slug, now: new Date().toISOString() }
  const dataset = edit(await loadDataset(SEED_DATASET))
  const result = await evaluate(parse(pageQuery, { params }), { dataset, params })
  // TypeGen's type of this query's result, as the sites' content source gives it.
  const page = (await result.get()) as PageQueryResult
  const block = page?.blocks?.find(
    (block): block is Extract<QueriedBlock, { _type: Type }> => block._type === type,
  )
  if (!block) throw new Error(`The seed page ${brand} /${slug} has no ${type} block on ${site}`)
  return block
}

/** A brand's site settings as the settings query projects them from the seed. */
export async function seedSettings(brand: string): Promise<NonNullable<SiteSettingsQueryResult>> {
  const params = { brand }
  const dataset = await loadDataset(SEED_DATASET)
  const settings = (await (
    await evaluate(parse(siteSettingsQuery, { params }), { dataset, params })
  ).get()) as SiteSettingsQueryResult
  if (!settings) throw new Error(`The seed has no site settings for ${brand}`)
  return settings
}
