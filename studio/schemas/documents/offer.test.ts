import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { SanityDocument } from 'sanity'
import { validateDocuments } from '../../testing/validateDocuments'
import { offer } from './offer'

const dataset = readFileSync(path.join(__dirname, '..', '..', 'seed', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SanityDocument)

const seeded = dataset.find((document) => document._id === 'offer-tours-vietnam-lanterns-and-limestone')!

/** What the Studio says of the seed's Vietnam offer once `change` is made to it. */
async function problemsOf(change: (document: SanityDocument) => SanityDocument) {
  return (await validateDocuments([change(structuredClone(seeded))], dataset)).map(
    (problem) => `${problem.path}: ${problem.message}`,
  )
}

const without = (document: SanityDocument, ...fields: string[]) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => !fields.includes(key))) as SanityDocument

describe('an offer', () => {
  it('is brand-scoped: a hidden, read-only brand field', () => {
    const brand = (offer.fields as { name: string; hidden?: unknown; readOnly?: unknown }[]).find(
      (field) => field.name === 'brand',
    )
    assert.equal(brand?.hidden, true)
    assert.equal(brand?.readOnly, true)
  })

  it('as seeded, every one of them, is valid', async () => {
    const offers = dataset.filter((document) => document._type === 'offer')
    assert.ok(offers.length >= 8, 'the seed has the home pages’ offers')
    assert.deepEqual(await validateDocuments(offers, dataset), [])
  })

  it('is refused without its terms', async () => {
    const terms = 'terms: An offer needs its terms: write its conditions, one to a line'
    assert.deepEqual(await problemsOf((document) => without(document, 'terms')), [terms])
    assert.deepEqual(await problemsOf((document) => ({ ...document, terms: ' \n ' })), [terms])
  })

  it('is refused without its end', async () => {
    assert.deepEqual(await problemsOf((document) => without(document, 'validUntil')), [
      'validUntil: An offer needs its end: set “Valid until”',
    ])
  })

  it('must end after it starts', async () => {
    assert.deepEqual(
      await problemsOf((document) => ({ ...document, validUntil: document.validFrom as string })),
      ['validUntil: “Valid until” must be after “Valid from”'],
    )
  })

  it('needs its title, slug, summary, saving and image', async () => {
    const problems = await problemsOf((document) =>
      without(document, 'title', 'slug', 'summary', 'saving', 'image'),
    )
    const paths = new Set(problems.map((problem) => problem.split(':')[0]))
    for (const field of ['title', 'slug', 'summary', 'saving', 'image']) {
      assert.ok(paths.has(field), `${field} is required`)
    }
  })

  it('applies to a destination or a trip', async () => {
    assert.deepEqual(await problemsOf((document) => without(document, 'destinations', 'products')), [
      'destinations: Choose the destinations or the trips (product codes) the offer applies to',
    ])
    assert.deepEqual(
      await problemsOf((document) => ({
        ...without(document, 'destinations'),
        products: [{ _key: 'a', _type: 'productReference', type: 'tour', code: 'TR-VN-15' }],
      })),
      [],
    )
  })

  it('names a trip by a well-formed product code', async () => {
    const problems = await problemsOf((document) => ({
      ...document,
      products: [{ _key: 'a', _type: 'productReference', type: 'tour', code: 'not a code' }],
    }))
    assert.deepEqual(problems, [
      'products.[_key=a].code: A product code is letters, digits and hyphens, e.g. TR-VN-15',
    ])
  })

  it('shows only on sites of its brand', async () => {
    const problems = await problemsOf((document) => ({ ...document, onlyOnSites: ['golf'] }))
    assert.deepEqual(problems, ['onlyOnSites: golf is not a site of this brand'])
  })
})
