/** @jest-environment node */
import { readFile } from 'node:fs/promises'
import { evaluate, parse } from 'groq-js'
import { brandIds } from '@travel/config'
import * as queries from '@/content/queries'
import { defaultDatasetPath, parseDataset } from './embeddedDataset'
import { evaluateIndexed } from './datasetIndex'
import type { SanityDocument } from './sanityDocument'
import { queryParams } from '../../../../scripts/bench/scale/contentDataset'

let seed: SanityDocument[]
beforeAll(async () => {
  seed = parseDataset(await readFile(defaultDatasetPath(), 'utf8'))
})

/** What groq-js gives reading the whole dataset: the result the index must give. */
async function scanned(documents: SanityDocument[], query: string, params: Record<string, unknown>) {
  return (await evaluate(parse(query, { params }), { dataset: documents, params })).get()
}

const everyQuery = Object.entries(queries as Record<string, unknown>).filter(
  (entry): entry is [string, string] => entry[0].endsWith('Query') && typeof entry[1] === 'string',
)

describe.each(brandIds)('every query of queries.ts through the index, %s', (brand) => {
  it.each(everyQuery)('%s gives what reading the whole seed gives', async (name, query) => {
    const params = queryParams(name, seed, brand)
    const expected = await scanned(seed, query, params)
    expect(await evaluateIndexed(seed, query, params)).toEqual(expected)
    // The home page's branch of the page query (its id from the brand's settings).
    if (name === 'pageQuery') {
      const home = { ...params, slug: '' }
      expect(await evaluateIndexed(seed, query, home)).toEqual(await scanned(seed, query, home))
    }
  })
})

describe('the index', () => {
  const documents: SanityDocument[] = [
    { _id: 'a1', _type: 'a', brand: 'tours', n: 1 },
    { _id: 'b1', _type: 'b', brand: 'golf', n: 2, link: { _type: 'reference', _ref: 'a2' } },
    { _id: 'a2', _type: 'a', brand: 'golf', n: 3 },
    { _id: 'c1', _type: 'c', n: 4 },
    { _id: 'b2', _type: 'b', brand: 'tours', n: 5 },
  ]
  const run = async (query: string, params: Record<string, unknown> = {}) => {
    const result = await evaluateIndexed(documents, query, params)
    expect(result).toEqual(await scanned(documents, query, params))
    return result
  }

  it('reads the documents of a type, of a type and brand, or of an id, in the dataset’s order', async () => {
    expect(await run('*[_type == "a"].n')).toEqual([1, 3])
    expect(await run('*[_type in ["b", "a"]].n')).toEqual([1, 2, 3, 5])
    expect(await run('*[_type in ["a", "a"]].n')).toEqual([1, 3])
    expect(
      await run('*[_type in $types && brand == $brand].n', { types: ['a', 'b'], brand: 'tours' }),
    ).toEqual([1, 5])
    expect(await run('*[brand == "golf" && (_type == "b")].n')).toEqual([2])
    expect(await run('*[_id == $id][0].n', { id: 'c1' })).toBe(4)
    expect(await run('*[_id == "none"]')).toEqual([])
    expect(await run('*[_type == "none"]')).toEqual([])
  })

  it('still applies the whole filter, and reads every document when the filter names no type', async () => {
    expect(await run('*[_type == "a" && n > 1].n')).toEqual([3])
    expect(await run('*[_type == "a" || _type == "c"].n')).toEqual([1, 3, 4])
    expect(await run('*[n > 2]._id')).toEqual(['a2', 'c1', 'b2'])
    expect(await run('*[!(_type == "a")]._id')).toEqual(['b1', 'c1', 'b2'])
  })

  it('follows references by id, in subqueries too', async () => {
    expect(await run('*[_type == "b"]{"to": link->n, "same": *[_type == ^._type]._id}')).toEqual([
      { to: 3, same: ['b1', 'b2'] },
      { to: null, same: ['b1', 'b2'] },
    ])
  })

  it('answers a query sliced by parameters, which groq-js parses with them', async () => {
    expect(await run('*[_type in ["a", "b"]] | order(n desc)[$from...$to].n', { from: 1, to: 3 })).toEqual([
      3, 2,
    ])
    expect(await run('*[_type in ["a", "b"]] | order(n desc)[$from...$to].n', { from: 0, to: 1 })).toEqual([
      5,
    ])
  })
})
