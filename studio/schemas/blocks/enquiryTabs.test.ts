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

type Block = { _key: string; _type: string; [field: string]: unknown }

async function problemsWithSection(pageId: string, change: (block: Block) => Block) {
  const page = dataset.find((document) => document._id === pageId)!
  const blocks = (page.blocks as Block[]).map((block) =>
    block._type === 'enquirySection' ? change(block) : block,
  )
  return (await validateDocuments([{ ...page, blocks }], dataset)).map((problem) => problem.message)
}

describe('the enquiry section’s first tab and the voyage cards', () => {
  it('are valid as the seed has them', async () => {
    const ids = [
      'page-cruises-enquire',
      'page-tours-enquire',
      'page-cruises-home',
      'page-cruises-norway-fjords-offer',
    ]
    assert.deepEqual(
      await validateDocuments(
        dataset.filter((document) => ids.includes(document._id)),
        dataset,
      ),
      [],
    )
  })

  it('opens on the form tab only once it has a form, and never on a tab it does not have', async () => {
    const withoutForm = (block: Block) => ({ ...block, formTab: undefined })
    assert.deepEqual(await problemsWithSection('page-cruises-enquire', withoutForm), [
      'Choose the form tab’s form first, or open on another tab',
    ])
    const unknown = (block: Block) => ({ ...block, firstTab: 'cabins' })
    assert.equal((await problemsWithSection('page-cruises-enquire', unknown)).length, 1)
  })
})
