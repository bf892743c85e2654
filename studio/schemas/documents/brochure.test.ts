import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { SanityDocument } from 'sanity'
import { validateDocuments } from '../../testing/validateDocuments'
import { brochure } from './brochure'
import { windowSummary } from './publishWindow'

const dataset = readFileSync(path.join(__dirname, '..', '..', 'seed', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SanityDocument)

const seeded = dataset.find((document) => document._id === 'brochure-tours-japan-2027')!

/** What the Studio says of the seed's Japan brochure with its window set to `window`. */
async function problemsWithWindow(window: { availableFrom?: string; availableUntil?: string }) {
  const { availableFrom: _from, availableUntil: _until, ...rest } = seeded
  const edited: SanityDocument = { ...rest, ...window }
  return (await validateDocuments([edited], dataset)).map((problem) => `${problem.path}: ${problem.message}`)
}

describe('a brochure', () => {
  it('is brand-scoped: a hidden, read-only brand field', () => {
    const brand = (brochure.fields as { name: string; hidden?: unknown; readOnly?: unknown }[]).find(
      (field) => field.name === 'brand',
    )
    assert.equal(brand?.hidden, true)
    assert.equal(brand?.readOnly, true)
  })

  it('needs its title, cover and PDF', async () => {
    const { title: _title, image: _image, file: _file, ...rest } = seeded
    const problems = await validateDocuments([rest as SanityDocument], dataset)
    const paths = new Set(problems.map((problem) => problem.path))
    for (const field of ['title', 'image', 'file']) assert.ok(paths.has(field), `${field} is required`)
  })

  it('may have no publish window, or one open at either end', async () => {
    assert.deepEqual(await problemsWithWindow({}), [])
    assert.deepEqual(await problemsWithWindow({ availableFrom: '2027-01-01T00:00:00Z' }), [])
    assert.deepEqual(await problemsWithWindow({ availableUntil: '2027-01-01T00:00:00Z' }), [])
  })

  it('must be available until a moment after it is available from', async () => {
    const until = '“Available until” must be after “Available from”'
    assert.deepEqual(
      await problemsWithWindow({
        availableFrom: '2027-07-01T00:00:00Z',
        availableUntil: '2027-06-30T23:59:00Z',
      }),
      [`availableUntil: ${until}`],
    )
    assert.deepEqual(
      await problemsWithWindow({
        availableFrom: '2027-07-01T00:00:00Z',
        availableUntil: '2027-07-01T00:00:00Z',
      }),
      [`availableUntil: ${until}`],
    )
    assert.deepEqual(
      await problemsWithWindow({
        availableFrom: '2027-07-01T00:00:00Z',
        availableUntil: '2027-07-01T00:01:00Z',
      }),
      [],
    )
  })
})

describe("a brochure's preview", () => {
  // The window reads in the brand's clock (Sydney), labelled, whatever the editor's own zone.
  process.env.TZ = 'America/New_York'
  const now = Date.parse('2027-03-01T00:00:00Z')
  const from = '2027-06-30T14:00:00Z' // 1 July 2027, midnight in Sydney
  const until = '2027-12-31T13:00:00Z' // 1 January 2028, midnight in Sydney

  it('says whether the brochure shows now, and from when until when', () => {
    assert.equal(windowSummary({}, 'tours', now), 'Always shown')
    assert.match(
      windowSummary({ availableFrom: from, availableUntil: until }, 'tours', now),
      /^Scheduled: from Thu,? 1 July? 2027,? 00:00 AEST until Sat,? 1 Jan 2028,? 00:00 AEDT$/,
    )
    assert.match(windowSummary({ availableUntil: until }, 'tours', now), /^Shown until Sat,? 1 Jan 2028/)
    assert.match(
      windowSummary({ availableFrom: '2027-01-01T00:00:00Z' }, 'tours', now),
      /^Shown since Fri,? 1 Jan 2027/,
    )
    assert.match(
      windowSummary({ availableFrom: from, availableUntil: until }, 'tours', Date.parse(until)),
      /^Expired: until Sat,? 1 Jan 2028/,
    )
  })
})

describe('the brochures block', () => {
  const page = dataset.find((document) => document._id === 'page-tours-brochures')!
  type Block = { _type: string; brochures: { _key: string; _ref: string }[] }

  async function problemsWith(change: (block: Block) => Block) {
    const blocks = (page.blocks as Block[]).map((block) =>
      block._type === 'brochures' ? change(block) : block,
    )
    return (await validateDocuments([{ ...page, blocks }], dataset)).map((problem) => problem.message)
  }

  it('refuses the same brochure twice', async () => {
    const problems = await problemsWith((block) => ({
      ...block,
      brochures: [...block.brochures, { ...block.brochures[0]!, _key: 'again' }],
    }))
    assert.deepEqual(problems, ['A brochure is in the list twice'])
  })

  it('needs a brochure', async () => {
    assert.equal((await problemsWith((block) => ({ ...block, brochures: [] }))).length, 1)
  })
})
