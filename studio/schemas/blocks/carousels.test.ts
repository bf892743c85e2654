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

type Block = {
  _key: string
  _type: string
  items: Record<string, unknown>[]
  pinnedPosts?: Record<string, unknown>[]
}

/** The tours home page with its block of `type` changed by `change`, and what the Studio says. */
async function problemsWith(type: string, change: (block: Block) => Block) {
  const home = dataset.find((document) => document._id === 'page-tours-home')!
  const blocks = (home.blocks as Block[]).map((block) => (block._type === type ? change(block) : block))
  return (await validateDocuments([{ ...home, blocks }], dataset)).map((problem) => problem.message)
}

const toursPosts = dataset
  .filter((document) => document._type === 'post' && document.brand === 'tours')
  .map((post, index) => ({ _key: `pin${index}`, _type: 'reference', _ref: post._id }))

describe('the carousel blocks', () => {
  it('news: show the latest posts with no pin, of a type or of every type', async () => {
    assert.deepEqual(await problemsWith('newsCarousel', (block) => block), [])
    assert.deepEqual(
      await problemsWith('newsCarousel', (block) => ({ ...block, latestType: 'travelTips' })),
      [],
    )
  })

  it('news: pin one post or up to six, each once', async () => {
    assert.deepEqual(
      await problemsWith('newsCarousel', (block) => ({ ...block, pinnedPosts: toursPosts.slice(0, 1) })),
      [],
    )
    assert.deepEqual(
      await problemsWith('newsCarousel', (block) => ({ ...block, pinnedPosts: toursPosts.slice(0, 6) })),
      [],
    )
    const twice = await problemsWith('newsCarousel', (block) => ({
      ...block,
      pinnedPosts: [toursPosts[0]!, { ...toursPosts[0]!, _key: 'copy' }],
    }))
    // Sanity's unique rule marks both copies.
    assert.ok(twice.length > 0)
    assert.ok(
      twice.every((message) => /duplicate/i.test(message)),
      twice.join('; '),
    )
    const seven = await problemsWith('newsCarousel', (block) => ({
      ...block,
      pinnedPosts: [...toursPosts.slice(0, 6), { ...toursPosts[0]!, _key: 'seventh', _ref: 'post-tours-x' }],
    }))
    assert.ok(
      seven.some((message) => /6/.test(message)),
      seven.join('; '),
    )
  })

  it('solutionsCarousel needs at least two items to slide', async () => {
    const problems = await problemsWith('solutionsCarousel', (block) => ({
      ...block,
      items: block.items.slice(0, 1),
    }))
    assert.equal(problems.length, 1)
  })
})
