import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { ArraySchemaType, SanityDocument } from 'sanity'
import { brandIds } from '@travel/config'
import { validateDocuments } from '../../testing/validateDocuments'
import { pageBlocks } from '../blocks'
import { BLOCK_GROUPS, BLOCK_MENU, blockGroupsOf, isBlockOfBrand } from './blockMenu'
import { blocksTypeForBrand } from './BrandBlocksInput'

const dataset = readFileSync(path.join(__dirname, '..', '..', 'seed', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SanityDocument)

const blocksType = {
  name: 'blocks',
  jsonType: 'array',
  of: pageBlocks.map((block) => ({ name: block.name, title: block.title })),
  options: {},
} as unknown as ArraySchemaType

const offered = (brand: string) => blocksTypeForBrand(blocksType, brand).of.map((member) => member.name)

describe('the insert menu', () => {
  it('groups every block once, in the groups the editors asked for', () => {
    assert.deepEqual(
      BLOCK_GROUPS.map((group) => group.title),
      ['Hero and navigation', 'Text', 'Media', 'Carousels', 'Forms', 'Destination', 'Famil'],
    )
    const grouped = blockGroupsOf().flatMap((group) => group.of)
    assert.deepEqual([...grouped].sort(), pageBlocks.map((block) => block.name).sort())
  })

  it('offers golf no cruise-partner blocks or voyage cards, and cruises no destination blocks', () => {
    for (const type of ['cruisePartnerAbout', 'cruisePromo', 'voyageCards']) {
      assert.equal(offered('golf').includes(type), false, type)
      assert.equal(offered('cruises').includes(type), true, type)
    }
    for (const type of ['destinationIntro', 'tourProducts', 'destinationGroups', 'tailorMadeWizard']) {
      assert.equal(offered('cruises').includes(type), false, type)
      assert.equal(offered('golf').includes(type), true, type)
    }
    // Its groups are the brand's: cruises has no Destination group at all.
    const cruisesMenu = blocksTypeForBrand(blocksType, 'cruises').options?.insertMenu
    assert.equal(
      cruisesMenu?.groups?.some((group) => group.name === 'destination'),
      false,
    )
    assert.ok(
      cruisesMenu?.groups?.every((group) => group.of?.every((type) => isBlockOfBrand(type, 'cruises'))),
    )
  })

  it('offers each brand every block its seed pages use (the table follows what the sites show)', () => {
    for (const document of dataset.filter((each) => Array.isArray(each.blocks))) {
      for (const block of document.blocks as { _type: string }[]) {
        assert.ok(isBlockOfBrand(block._type, document.brand as string), `${document._id}: ${block._type}`)
      }
    }
  })

  it('describes every block in one line, and names the two counters so they explain themselves', () => {
    for (const block of pageBlocks) {
      const { description } = block as { description?: string }
      assert.ok(description && !description.includes('\n') && description.length <= 120, block.name)
    }
    const titles = Object.fromEntries(pageBlocks.map((block) => [block.name, block.title]))
    assert.equal(titles.counter, 'Counter: one number with a heading')
    assert.equal(titles.counterGroup, 'Counters: up to four numbers in a row')
  })

  it('has an entry for every brand-less type name only in the table', () => {
    assert.equal(Object.keys(BLOCK_MENU).length, pageBlocks.length)
    for (const brand of brandIds) assert.equal(isBlockOfBrand('notABlock', brand), false)
  })
})

describe("a page's blocks, as the Studio validates them", () => {
  it('refuses a block its brand may not use, by name', async () => {
    const page = structuredClone(dataset.find((each) => each._id === 'page-golf-home')!)
    const promo = dataset
      .flatMap((each) => (each.blocks as { _type: string }[] | undefined) ?? [])
      .find((block) => block._type === 'cruisePromo')!
    page.blocks = [...(page.blocks as unknown[]), promo]
    const problems = (await validateDocuments([page], dataset)).filter((problem) => problem.path === 'blocks')
    assert.deepEqual(
      problems.map((problem) => problem.message),
      ['“Cruise-partner promo” is not offered on Fairway Golf Journeys pages: remove it.'],
    )
  })
})
