import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { SanityDocument } from 'sanity'
import { validateDocuments } from './testing/validateDocuments'
import { scaledDataset } from '../scripts/bench/scale/contentDataset'

const dataset = readFileSync(path.join(__dirname, 'seed', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SanityDocument)

describe('seed dataset', () => {
  it('passes the Studio’s validation, document by document', async () => {
    assert.deepEqual(await validateDocuments(dataset), [])
  })

  // The scale bench's content (npm run bench:scale) grows the seed by copies of its documents.
  it('grows, for the scale bench, by copies that pass the Studio’s validation among the rest', async () => {
    // The first copy of each document the bench copies, beside the seed.
    const copies = (scaledDataset(dataset, 2) as SanityDocument[]).filter((document) =>
      document._id.endsWith('-x2'),
    )
    assert.equal(copies.length, 95)
    assert.deepEqual(await validateDocuments(copies, [...dataset, ...copies]), [])
  })

  it('has a form for every brand, each shown on a page of its brand (a Form block or an enquiry form tab)', () => {
    const forms = dataset.filter((document) => document._type === 'form')
    assert.deepEqual([...new Set(forms.map((form) => form.brand))].sort(), [
      'cruises',
      'golf',
      'rail',
      'tours',
    ])
    type Block = { form?: { _ref: string }; formTab?: { form?: { _ref: string } } }
    for (const form of forms) {
      const pages = dataset.filter(
        (document) =>
          document._type === 'page' &&
          document.brand === form.brand &&
          (document.blocks as Block[] | undefined)?.some(
            (block) => (block.form ?? block.formTab?.form)?._ref === form._id,
          ),
      )
      assert.equal(pages.length, 1, `${form._id} is on one page`)
    }
  })

  it('uses every form field type, all of them in the tours form', () => {
    const types = (form: SanityDocument) => new Set((form.fields as { _type: string }[]).map((f) => f._type))
    const tours = dataset.find((document) => document._id === 'form-tours-brochure-request')
    assert.ok(tours)
    assert.equal(types(tours).size, 9)
  })
})
