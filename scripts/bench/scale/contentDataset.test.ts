import { readFileSync } from 'node:fs'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { brandIds, isPageSlug } from '@travel/config'
import * as queries from '../../../web/src/content/queries'
import { parseDataset } from '../../../web/src/server/content/embeddedDataset'
import { evaluateIndexed } from '../../../web/src/server/content/datasetIndex'
import { AT_TWENTY_TIMES, fromNdjson, queryParams, scaledDataset, toNdjson } from './contentDataset'

const seedNdjson = readFileSync(path.join(__dirname, '../../../studio/seed/dataset.ndjson'), 'utf8')
const seed = fromNdjson(seedNdjson)

const countOf = (documents: { _type: string }[], type: string) =>
  documents.filter((document) => document._type === type).length

/** Every `_ref` a value holds. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references)
  if (value === null || typeof value !== 'object') return []
  const own = typeof (value as { _ref?: unknown })._ref === 'string' ? [(value as { _ref: string })._ref] : []
  return [...own, ...Object.values(value).flatMap(references)]
}

describe('the scale bench’s content', () => {
  it('is the seed at 1 time, and the issue’s counts at 20 times, a share of them between', () => {
    expect(scaledDataset(seed, 1)).toEqual(seed)
    const twenty = scaledDataset(seed, 20)
    for (const [type, count] of Object.entries(AT_TWENTY_TIMES)) {
      expect(countOf(twenty, type)).toBe(count)
      expect(countOf(scaledDataset(seed, 5), type)).toBe(count / 4)
    }
    // What copies do not grow stays the seed's: the brands' settings, their brochures.
    expect(countOf(twenty, 'siteSettings')).toBe(countOf(seed, 'siteSettings'))
    expect(countOf(twenty, 'brochure')).toBe(countOf(seed, 'brochure'))
  })

  it('gives each copy its own id and address, and refers only to documents it has', () => {
    const twenty = scaledDataset(seed, 20)
    const ids = new Set(twenty.map((document) => document._id))
    expect(ids.size).toBe(twenty.length)
    const addresses = twenty.flatMap((document) => {
      const slug = (document.slug as { current?: string } | undefined)?.current
      if (slug === undefined) return []
      expect(isPageSlug(slug)).toBe(true)
      const group = (document.group as { current?: string } | undefined)?.current
      // An offer's address is its site's: one per market may share a slug (onlyOnSites).
      const where = JSON.stringify([document._type, document.brand, group, document.onlyOnSites])
      return [`${where} ${slug}`]
    })
    expect(new Set(addresses).size).toBe(addresses.length)
    for (const reference of references(twenty)) expect(ids).toContain(reference)
  })

  it('keeps the export format, which the embedded source reads', () => {
    const five = toNdjson(scaledDataset(seed, 5))
    expect(fromNdjson(five)).toEqual(scaledDataset(seed, 5))
    expect(parseDataset(five).filter((document) => document._type === 'page')).toHaveLength(500)
  })

  // The index's own test holds it to the seed; this holds it to content with many of each type.
  it('gives, through the index, every query’s result reading the whole dataset gives, at 2 times', async () => {
    const documents = parseDataset(toNdjson(scaledDataset(seed, 2)))
    const everyQuery = Object.entries(queries).filter(([name]) => name.endsWith('Query'))
    for (const brand of brandIds) {
      for (const [name, query] of everyQuery) {
        const params = queryParams(name, documents, brand)
        const whole = await (await evaluate(parse(query, { params }), { dataset: documents, params })).get()
        expect([name, brand, await evaluateIndexed(documents, query, params)]).toEqual([name, brand, whole])
      }
    }
  })
})
