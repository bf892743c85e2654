import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { SanityDocument } from 'sanity'
import { validateDocuments } from '../../testing/validateDocuments'

const dataset = readFileSync(path.join(__dirname, '..', '..', 'seed', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SanityDocument)

const byId = (id: string) => dataset.find((document) => document._id === id)!

/** What the Studio says of a page's window fields once `window` is set on it (as a draft). */
async function windowProblems(id: string, window: Record<string, string>) {
  const edited = { ...byId(id), ...window, _id: `drafts.${id}` }
  return (await validateDocuments([edited], dataset))
    .filter(({ path }) => path.startsWith('available'))
    .map(({ path, message }) => `${path}: ${message}`)
}

describe("a page's publish window", () => {
  it('may start, end, or both, on a page no site needs always', async () => {
    assert.deepEqual(
      await windowProblems('page-tours-careers', {
        availableFrom: '2027-01-01T00:00:00.000Z',
        availableUntil: '2027-02-01T00:00:00.000Z',
      }),
      [],
    )
  })

  it('ends after it starts', async () => {
    assert.deepEqual(
      await windowProblems('page-tours-careers', {
        availableFrom: '2027-02-01T00:00:00.000Z',
        availableUntil: '2027-01-01T00:00:00.000Z',
      }),
      ['availableUntil: “Available until” must be after “Available from”'],
    )
  })

  it('is refused on the pages the settings name, and on the page a form sends its visitors to, saying which', async () => {
    const cases: [string, string][] = [
      ['page-tours-home', 'the home page'],
      ['page-tours-privacy-policy', 'the privacy policy'],
      ['page-tours-terms-conditions', 'the terms and conditions'],
      ['page-tours-tailor-made', 'the enquiry page'],
      ['page-cruises-thank-you', 'the page the form “Stay in touch” sends its visitors to'],
    ]
    for (const [id, role] of cases) {
      assert.deepEqual(
        await windowProblems(id, { availableUntil: '2099-01-01T00:00:00.000Z' }),
        [`availableUntil: This page is ${role}: its sites show it always. Clear this date`],
        id,
      )
    }
  })
})
