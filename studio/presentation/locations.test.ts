import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { evaluate, parse } from 'groq-js'
import { brandScopedTypes } from '../schemas'
import { LOCATIONS_QUERY, locationsOf, pathOf, type LocationsQueryResult } from './locations'

type Doc = { _id: string; _type: string; brand?: string }
const seed: Doc[] = readFileSync(path.join(__dirname, '..', 'seed', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc)

async function locationsIn(dataset: Doc[], id: string) {
  const result = await (await evaluate(parse(LOCATIONS_QUERY), { dataset, params: { id } })).get()
  return locationsOf(result as LocationsQueryResult)
}

const hrefs = (state: Awaited<ReturnType<typeof locationsIn>>) => state.locations?.map(({ href }) => href)

describe('the locations resolver', () => {
  it('places pages, the home page and destination pages at their paths on the site', async () => {
    assert.deepEqual(hrefs(await locationsIn(seed, 'page-golf-about-us')), ['/about-us'])
    assert.deepEqual(hrefs(await locationsIn(seed, 'page-golf-home')), ['/'])
    assert.deepEqual(hrefs(await locationsIn(seed, 'destinationPage-golf-great-britain-ireland-scotland')), [
      '/tour-destination/great-britain-ireland/scotland',
    ])
  })

  it('places a referenced document (a famil) on every page that presents it', async () => {
    const famil = hrefs(await locationsIn(seed, 'famil-golf-scotland-links-2027'))
    assert.ok(famil?.includes('/famil-registration'))
    assert.ok(famil?.includes('/famils'))
  })

  it('places site settings on the home page', async () => {
    assert.deepEqual(hrefs(await locationsIn(seed, 'siteSettings-golf')), ['/'])
  })

  it('finds a place on the site for a seed document of every brand-scoped type', async () => {
    for (const type of brandScopedTypes) {
      const documents = seed.filter((doc) => doc._type === type)
      assert.ok(documents.length, `the seed has a ${type}`)
      // One placed document is enough: resolving them all took 40 s.
      let placed = false
      for (const doc of documents) {
        placed = Boolean(hrefs(await locationsIn(seed, doc._id))?.length)
        if (placed) break
      }
      assert.ok(placed, `some ${type} of the seed shows on a page`)
    }
  })

  it("shows an editor's draft: a new page's slug, and pages whose draft references the document", async () => {
    const draft = { _id: 'drafts.page-new', _type: 'page', title: 'New', slug: { current: 'new' } }
    assert.deepEqual(await locationsIn([...seed, draft], 'page-new'), {
      locations: [{ title: 'New', href: '/new' }],
    })
  })

  it('says why there is no place yet', async () => {
    assert.equal(
      (await locationsIn([{ _id: 'p', _type: 'page' }], 'p')).message,
      'Give the page a slug to preview it',
    )
    assert.equal((await locationsIn([{ _id: 'f', _type: 'famil' }], 'f')).message, 'Not used on any page yet')
    assert.equal(pathOf({ _type: 'destinationPage', slug: 'x' }), null)
  })
})
