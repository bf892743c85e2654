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

/** A seed page with its first block of `type` changed by `change`, and what the Studio says. */
async function problemsWith(pageId: string, type: string, change: (block: Block) => Block) {
  const page = dataset.find((document) => document._id === pageId)!
  let changed = false
  const blocks = (page.blocks as Block[]).map((block) => {
    if (changed || block._type !== type) return block
    changed = true
    return change(block)
  })
  return (await validateDocuments([{ ...page, blocks }], dataset)).map((problem) => problem.message)
}

describe('the value blocks', () => {
  it('are valid as the seed has them', async () => {
    const pages = ['page-cruises-partners', 'page-cruises-norway-fjords-offer', 'page-golf-our-foundation']
    const documents = dataset.filter((document) => [...pages, 'page-golf-why-fairway'].includes(document._id))
    assert.deepEqual(await validateDocuments(documents, dataset), [])
  })

  it('a value carousel with a button needs its button; the others do without', async () => {
    const without = (block: Block) => ({ ...block, button: undefined })
    assert.deepEqual(await problemsWith('page-cruises-partners', 'valueCarousel', without), [
      'This layout needs its button',
    ])
    assert.deepEqual(await problemsWith('page-golf-our-foundation', 'valueCarousel', without), [])
  })

  it('a value carousel needs a layout and two values to slide', async () => {
    const problems = await problemsWith('page-golf-why-fairway', 'valueCarousel', (block) => ({
      ...block,
      variant: undefined,
      items: (block.items as unknown[]).slice(0, 1),
    }))
    assert.equal(problems.length, 2)
  })

  it('the promo needs exactly three images, each with its alternative text, and a button', async () => {
    const problems = await problemsWith('page-cruises-norway-fjords-offer', 'cruisePromo', (block) => {
      const [first, second] = block.images as Record<string, unknown>[]
      return { ...block, images: [first, { ...second, alt: undefined }], button: undefined }
    })
    assert.ok(problems.includes('Must have exactly 3 items'))
    // The missing alternative text, and the button (its own required fields with it).
    assert.ok(problems.filter((problem) => problem === 'Required').length >= 2)
    assert.ok(problems.includes('Enter the URL to link to'))
  })

  it('a partner logo needs the partner’s name', async () => {
    const problems = await problemsWith('page-cruises-partners', 'partnerLogos', (block) => {
      const [first, ...rest] = block.partners as Record<string, unknown>[]
      return { ...block, partners: [{ ...first, alt: undefined }, ...rest] }
    })
    assert.deepEqual(problems, ['Required'])
  })

  it('the B2C agency block needs three items on each side of its image', async () => {
    const problems = await problemsWith('page-golf-why-fairway', 'homeB2cAgency', (block) => ({
      ...block,
      leftItems: (block.leftItems as unknown[]).slice(0, 2),
    }))
    assert.equal(problems.length, 1)
  })

  it('a counter figure needs a whole number and its line under it', async () => {
    const problems = await problemsWith('page-cruises-partners', 'counterGroup', (block) => {
      const [first, ...rest] = block.items as Record<string, unknown>[]
      return { ...block, items: [{ ...first, number: 2.5, header2: undefined }, ...rest] }
    })
    assert.equal(problems.length, 2)
  })

  it('the home about-us block needs its button; the foundation about block its image, not its hero', async () => {
    const withoutButton = await problemsWith('page-golf-why-fairway', 'homeAboutUs', (block) => ({
      ...block,
      button: undefined,
    }))
    assert.ok(withoutButton.includes('Required'))
    assert.deepEqual(
      await problemsWith('page-golf-our-foundation', 'foundationAbout', (block) => ({
        ...block,
        heroImage: undefined,
      })),
      [],
    )
    const withoutImage = await problemsWith('page-golf-our-foundation', 'foundationAbout', (block) => ({
      ...block,
      image: undefined,
    }))
    // The image, and its alternative text with it.
    assert.deepEqual([...new Set(withoutImage)], ['Required'])
  })
})
