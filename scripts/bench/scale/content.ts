// The embedded source at scale (issue 49): the seed grown to `times` today's content
// (contentDataset.ts), written where the server would read it, then:
// - every query of queries.ts run by groq-js over the whole dataset, parsed each time (as before
//   the index), and through the index, its tree kept (datasetIndex.ts): each the median of 5 runs
//   after one, with no result cached, and the same result both ways;
// - each site's sitemap built as its route builds it, the first time (no cached result: the
//   second site of a brand finds its brand's results cached): time, addresses, size and files;
// - how many paths each brand has, and how many a build renders ahead (prebuiltBrandPaths), and
//   a sample of the others for the site part (site.mjs) to ask for.
// Run by scripts/bench-scale.mjs, from web/ (its `@/` imports), once per size:
//   node --import tsx ../scripts/bench/scale/content.ts <times> <directory>
import { statSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { evaluate, parse } from 'groq-js'
import { brandIds, sites } from '@travel/config'
import { queryParams, writeScaledDataset } from './contentDataset'

const [timesArgument, directory] = process.argv.slice(2)
const times = Number(timesArgument)
if (!(times >= 1) || !directory) throw new Error('Usage: content.ts <times> <directory>')

const datasetPath = path.join(directory, `dataset-${times}.ndjson`)
const raw = writeScaledDataset(times, datasetPath)
// Read by the web's content source on its first query: the sitemaps' and paths' below.
process.env.CONTENT_DATASET_PATH = datasetPath

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const round = (ms: number) => Math.round(ms * 10) / 10

/** The post the site part publishes: the dataset's newest (a copy, past the seed), and its page. */
async function postToPublish() {
  const { postHref } = await import('../../../web/src/site/posts')
  const post = raw.filter((document) => document._type === 'post').at(-1)!
  const slug = (post.slug as { current: string }).current
  const site = sites.find((candidate) => candidate.brand === post.brand)!
  const path = postHref({ type: post.type as never, slug })
  return { id: post._id, brand: post.brand, slug, site: site.id, path }
}

/** How many paths of each brand the site part asks for on demand. */
const ON_DEMAND_PER_BRAND = 10

async function main() {
  const queries = (await import('../../../web/src/content/queries')) as Record<string, string>
  const { loadDataset } = await import('../../../web/src/server/content/embeddedDataset')
  const { datasetIndex, evaluateIndexed } = await import('../../../web/src/server/content/datasetIndex')
  const { sitemapEntries, sitemapXml, SITEMAP_LIMITS } =
    await import('../../../web/src/server/content/sitemap')
  const { brandPagePaths, prebuiltBrandPaths } = await import('../../../web/src/server/content/sitePages')

  // The dataset as the server reads it, once per version of the file: parsed, then indexed.
  const loadStart = performance.now()
  const documents = await loadDataset(datasetPath)
  const loadMs = round(performance.now() - loadStart)
  const indexStart = performance.now()
  datasetIndex(documents)
  const indexMs = round(performance.now() - indexStart)

  const queryFigures: Record<string, { scan: number; indexed: number }> = {}
  for (const [name, query] of Object.entries(queries)) {
    if (typeof query !== 'string' || !name.endsWith('Query')) continue
    const params = queryParams(name, documents)
    const run = async (indexed: boolean) => {
      const start = performance.now()
      const value = indexed
        ? await evaluateIndexed(documents, query, params)
        : await (await evaluate(parse(query, { params }), { dataset: documents, params })).get()
      return { ms: performance.now() - start, value: JSON.stringify(value) }
    }
    const runs = async (indexed: boolean) => {
      await run(indexed) // compiled by V8, and the query's tree kept, as in a server that has run
      return [
        await run(indexed),
        await run(indexed),
        await run(indexed),
        await run(indexed),
        await run(indexed),
      ]
    }
    const scans = await runs(false)
    const indexed = await runs(true)
    if (indexed[0]!.value !== scans[0]!.value) throw new Error(`${name}: the index gives another result`)
    queryFigures[name] = {
      scan: round(median(scans.map((run) => run.ms))),
      indexed: round(median(indexed.map((run) => run.ms))),
    }
  }

  const sitemaps = []
  for (const site of sites) {
    const start = performance.now()
    const entries = await sitemapEntries(site)
    const whole = sitemapXml(site, entries, undefined, SITEMAP_LIMITS)!
    sitemaps.push({
      site: site.id,
      ms: round(performance.now() - start),
      urls: entries.length,
      kilobytes: Math.round(Buffer.byteLength(whole) / 1024),
      // One file up to the protocol's limits; past them an index and its files.
      files: whole.includes('<sitemapindex') ? (whole.match(/<sitemap>/g) ?? []).length : 1,
    })
  }

  const paths: Record<string, { all: number; prebuilt: number }> = {}
  // Paths of each site a build leaves to their first request, spread over its list: the site
  // part of the bench asks for them.
  const onDemand: { site: string; path: string }[] = []
  for (const brand of brandIds) {
    const all = await brandPagePaths(brand)
    const prebuilt = new Set(await prebuiltBrandPaths(brand))
    paths[brand] = { all: all.length, prebuilt: prebuilt.size }
    const left = all.filter((path) => !prebuilt.has(path))
    const site = sites.find((candidate) => candidate.brand === brand)
    const step = left.length / ON_DEMAND_PER_BRAND
    for (let i = 0; site && i < Math.min(ON_DEMAND_PER_BRAND, left.length); i += 1)
      onDemand.push({ site: site.id, path: left[Math.floor(i * step)]! })
  }
  const counts: Record<string, number> = {}
  for (const document of raw) counts[document._type] = (counts[document._type] ?? 0) + 1
  console.log(
    JSON.stringify({
      times,
      documents: documents.length,
      megabytes: Math.round(statSync(datasetPath).size / 1e5) / 10,
      counts,
      loadMs,
      indexMs,
      queries: queryFigures,
      sitemaps,
      paths,
      onDemand,
      published: await postToPublish(),
    }),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
