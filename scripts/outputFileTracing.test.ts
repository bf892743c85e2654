// next.config.ts lists by hand the routes whose serverless bundles must carry the seed files that
// the embedded content source reads at run time (outputFileTracingIncludes): a route that reads
// them and is not listed works in `next start` and fails on Vercel. This computes the routes from
// the import graph (dependency-cruiser, as `npm run generate` draws it) and refuses a list that misses one.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import nextConfig from '../web/next.config'

const root = path.join(__dirname, '..')
const web = path.join(root, 'web')

/** The files each module reads at run time, and the route entry that carries them. */
const SEED_READERS = [
  { module: 'src/server/content/embeddedDataset.ts', files: '../studio/seed/dataset.ndjson' },
  { module: 'src/server/content/seedImage.ts', files: '../studio/seed/images/*' },
]

type CruisedModule = {
  source: string
  dependencies: { resolved: string; dependencyTypes: string[] }[]
}

function pagesGraph(): Map<string, CruisedModule> {
  const json = execFileSync(
    path.join(root, 'node_modules', '.bin', 'depcruise'),
    ['pages', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: web, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  const { modules } = JSON.parse(json) as { modules: CruisedModule[] }
  return new Map(modules.map((module) => [module.source, module]))
}

/** Whether `from` imports `target`, directly or not; type-only imports bring no code. */
function imports(graph: Map<string, CruisedModule>, from: string, target: string): boolean {
  const seen = new Set<string>()
  const pending = [from]
  while (pending.length > 0) {
    const source = pending.pop()!
    if (source === target) return true
    if (seen.has(source)) continue
    seen.add(source)
    for (const { resolved, dependencyTypes } of graph.get(source)?.dependencies ?? [])
      if (!dependencyTypes.includes('type-only')) pending.push(resolved)
  }
  return false
}

/** `pages/api/forms/[form].ts` -> `/api/forms/[form]`, the route as next.config.ts names it. */
function routeOf(pageFile: string): string {
  return pageFile
    .replace(/^pages/, '')
    .replace(/\.tsx?$/, '')
    .replace(/\/index$/, '')
}

describe("next.config.ts's outputFileTracingIncludes", () => {
  it('lists every page and API route that imports a reader of the seed files', () => {
    const graph = pagesGraph()
    const listed = nextConfig.outputFileTracingIncludes ?? {}
    const pages = [...graph.keys()].filter((source) => source.startsWith('pages/'))
    const missing = SEED_READERS.flatMap(({ module, files }) =>
      pages
        .filter((page) => imports(graph, page, module))
        .filter((page) => !listed[routeOf(page)]?.includes(files))
        .map((page) => `  '${routeOf(page)}': ['${files}'],  (${page} imports ${module})`),
    )
    if (missing.length > 0)
      throw new Error(
        'These routes read the seed files at run time, and their serverless bundles would lack them ' +
          "(on Vercel with embedded content). Add them to next.config.ts's outputFileTracingIncludes:\n" +
          missing.join('\n'),
      )
    const stale = Object.keys(listed).filter((route) => !pages.some((page) => routeOf(page) === route))
    expect(stale).toEqual([])
  }, 120_000)
})
