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
  posts?: Record<string, unknown>[]
}

/** The tours home page with its block of `type` changed by `change`, and what the Studio says. */
async function problemsWith(type: string, change: (block: Block) => Block) {
  const home = dataset.find((document) => document._id === 'page-tours-home')!
  const blocks = (home.blocks as Block[]).map((block) => (block._type === type ? change(block) : block))
  return (await validateDocuments([{ ...home, blocks }], dataset)).map((problem) => problem.message)
}

describe('the carousel blocks', () => {
  it('refuse the same post twice, and a lone post that has nothing to slide to', async () => {
    const twice = await problemsWith('newsCarousel', (block) => ({
      ...block,
      posts: [...block.posts!, { ...block.posts![0]!, _key: 'copy' }],
    }))
    // Sanity's unique rule marks both copies.
    assert.ok(twice.length > 0)
    assert.ok(
      twice.every((message) => /duplicate/i.test(message)),
      twice.join('; '),
    )
    const lone = await problemsWith('newsCarousel', (block) => ({
      ...block,
      posts: block.posts!.slice(0, 1),
    }))
    assert.deepEqual(lone, ['Choose at least two posts to slide, or none for the latest'])
  })

  it('take no post at all: the carousel shows the latest, of a type or of every type', async () => {
    assert.deepEqual(await problemsWith('newsCarousel', ({ posts: _posts, ...block }) => block), [])
    assert.deepEqual(
      await problemsWith('newsCarousel', ({ posts: _posts, ...block }) => ({
        ...block,
        latestType: 'travelTips',
      })),
      [],
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
