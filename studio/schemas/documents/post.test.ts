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

const seeded = dataset.find(
  (document) => document._id === 'post-tours-our-2027-small-group-departures-are-on-sale',
)!

/** What the Studio says of a new post like the seeded one, changed by `change`. */
async function problemsOf(change: Partial<SanityDocument>) {
  const post: SanityDocument = { ...seeded, _id: 'drafts.post-new', ...change }
  return (await validateDocuments([post], [...dataset, post])).map(
    (problem) => `${problem.path}: ${problem.message}`,
  )
}

describe('a post', () => {
  it('takes a slug its brand uses under another type, or another brand under the same', async () => {
    assert.deepEqual(await problemsOf({ type: 'pressRelease' }), [])
    assert.deepEqual(await problemsOf({ brand: 'golf' }), [])
  })

  it('refuses the address of another post of its brand', async () => {
    const problems = await problemsOf({})
    assert.equal(problems.length, 1)
    assert.match(problems[0]!, /^slug: /)
  })

  it('needs a type, a date, a summary, an image with its text and some content', async () => {
    const problems = await problemsOf({
      slug: { _type: 'slug', current: 'another' },
      type: undefined,
      createdAt: undefined,
      summary: undefined,
      contentImage: undefined,
      content: [],
    })
    assert.deepEqual(problems.map((problem) => problem.split(':')[0]).sort(), [
      'content',
      'contentImage',
      'contentImage.alt',
      'createdAt',
      'summary',
      'type',
    ])
  })

  it('keeps its slug to lower-case words and hyphens', async () => {
    const problems = await problemsOf({ slug: { _type: 'slug', current: 'Our 2027' } })
    assert.equal(problems.length, 1)
    assert.equal(
      problems[0],
      'slug: Use lower-case letters, digits and single hyphens: “our-2027”, not “Our 2027”.',
    )
  })
})
