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

type Block = { _key: string; _type: string; items: Record<string, unknown>[] }

/** The tours home page with its block of `type` changed by `change`, and what the Studio says. */
async function problemsWith(type: string, change: (block: Block) => Block) {
  const home = dataset.find((document) => document._id === 'page-tours-home')!
  const blocks = (home.blocks as Block[]).map((block) => (block._type === type ? change(block) : block))
  return (await validateDocuments([{ ...home, blocks }], dataset)).map((problem) => problem.message)
}

describe('the carousel blocks', () => {
  it('refuse two news items at the same address', async () => {
    const problems = await problemsWith('newsCarousel', (block) => ({
      ...block,
      items: [...block.items, { ...block.items[0]!, _key: 'copy' }],
    }))
    assert.equal(problems.length, 1)
    assert.match(problems[0]!, /Two items have the same type and slug/)
  })

  it('allow the same slug under another type', async () => {
    const problems = await problemsWith('newsCarousel', (block) => ({
      ...block,
      items: [...block.items, { ...block.items[0]!, _key: 'copy', type: 'pressRelease' }],
    }))
    assert.deepEqual(problems, [])
  })

  for (const type of ['newsCarousel', 'solutionsCarousel']) {
    it(`${type} needs at least two items to slide`, async () => {
      const problems = await problemsWith(type, (block) => ({ ...block, items: block.items.slice(0, 1) }))
      assert.equal(problems.length, 1)
    })
  }
})
