// The content the scale bench measures (issue 49): the seed's dataset with more of the documents
// editors add over the years, each a copy of a real one of the seed (so valid against the Studio's
// schemas, as the seed is: studio/seed/dataset.test.ts) with its own id, slug and title. The
// documents that copies refer to (forms, brochures, destination pages, pictures) stay the seed's.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isPageSlug, sites } from '@travel/config'

type Document = { _id: string; _type: string; [key: string]: unknown }

/**
 * How many of each type at 20 times today's content (issue 49: about 2,000 pages, 600
 * destination pages, 2,000 posts and 200 forms); offers grow with the pages. Today's content (1
 * time) is the seed itself; a size between takes its share of these, never fewer than the seed.
 */
export const AT_TWENTY_TIMES: Record<string, number> = {
  page: 2000,
  destinationPage: 600,
  post: 2000,
  form: 200,
  offer: 180,
}

const DAY_MS = 24 * 3600 * 1000

const COPY_SUFFIX = /-x\d+$/

/** Whether a document is one of the copies scaledDataset adds, not the seed's own. */
export const isCopy = (document: Document) => COPY_SUFFIX.test(document._id)

/** The nth copy (2, 3, …) of a document of the seed: its id, slug and title say which. */
function copyOf(document: Document, n: number): Document {
  const copy = structuredClone(document)
  copy._id = `${document._id}-x${n}`
  if (typeof copy.title === 'string') copy.title = `${copy.title} (${n})`
  const slug = copy.slug as { current?: unknown } | undefined
  if (slug && typeof slug.current === 'string') {
    const current = `${slug.current}-x${n}`
    if (!isPageSlug(current)) throw new Error(`A copy's slug is not a slug: ${current}`)
    slug.current = current
  }
  // Posts over the years: each copy a week older than the last.
  if (typeof copy.createdAt === 'string') {
    copy.createdAt = new Date(Date.parse(copy.createdAt) - (n - 1) * 7 * DAY_MS).toISOString().slice(0, 10)
  }
  return copy
}

/** How many documents of a type a dataset `times` today's has. */
export function countAt(type: string, seedCount: number, times: number): number {
  const atTwenty = AT_TWENTY_TIMES[type]
  if (times <= 1 || atTwenty === undefined) return seedCount
  return Math.max(seedCount, Math.round((atTwenty * times) / 20))
}

/**
 * The seed's documents (Sanity's export format, one object a line of dataset.ndjson) grown to
 * `times` today's content: the seed's own first, then copies of each type's published documents
 * in turn, brand by brand as the seed has them, until the type has its count.
 */
export function scaledDataset(seed: readonly Document[], times: number): Document[] {
  const copies: Document[] = []
  for (const type of Object.keys(AT_TWENTY_TIMES)) {
    const originals = seed.filter(
      (document) => document._type === type && !document._id.startsWith('drafts.'),
    )
    const wanted = countAt(type, originals.length, times) - originals.length
    for (let i = 0; i < wanted; i += 1) {
      copies.push(copyOf(originals[i % originals.length]!, Math.floor(i / originals.length) + 2))
    }
  }
  return [...seed, ...copies]
}

const SEED_PATH = path.join(__dirname, '..', '..', '..', 'studio', 'seed', 'dataset.ndjson')

/** Writes the seed grown to `times` today's content to `file`, as the server reads it; its documents. */
export function writeScaledDataset(times: number, file: string): Document[] {
  const documents = scaledDataset(fromNdjson(readFileSync(SEED_PATH, 'utf8')), times)
  writeFileSync(file, toNdjson(documents))
  return documents
}

export const toNdjson = (documents: readonly Document[]) =>
  documents.map((document) => JSON.stringify(document)).join('\n') + '\n'

export const fromNdjson = (ndjson: string): Document[] =>
  ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Document)

/** What a query of queries.ts asks about, by its name: a page unless it names another kind. */
function kindOf(queryName: string): string {
  for (const [prefix, type] of [
    ['destination', 'destinationPage'],
    ['post', 'post'],
    ['offer', 'offer'],
    ['form', 'form'],
  ] as const) {
    if (queryName.startsWith(prefix)) return type
  }
  return 'page'
}

/**
 * Parameters for a query of queries.ts (every one it may name): it asks about the newest
 * document of its kind, of `brand` when given (a copy, in a grown dataset).
 */
export function queryParams(queryName: string, documents: readonly Document[], brand?: string) {
  const type = kindOf(queryName)
  const subject = documents
    .filter((document) => document._type === type && (!brand || document.brand === brand))
    .at(-1)
  const subjectBrand = (subject?.brand as string | undefined) ?? brand ?? 'tours'
  const field = (name: string) => (subject?.[name] as { current?: string } | undefined)?.current
  return {
    now: new Date().toISOString(),
    from: 0,
    to: 12,
    brand: subjectBrand,
    site: sites.find((site) => site.brand === subjectBrand)?.id ?? subjectBrand,
    slug: field('slug') ?? '',
    group: field('group') ?? '',
    type: (subject?.type as string | undefined) ?? 'news',
    id: subject?._id ?? '',
    page: subject?._id ?? '',
  }
}
