/** @jest-environment node */
import { existsSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { SANITY_API_VERSION } from '@travel/config'
import { startFakeSanityApi } from '@/testing/fakeSanityApi'
import { testDatabases } from '@/testing/testDatabases'
import { sanityAssetStore } from './sanityAssetStore'

const day = 24 * 60 * 60_000
const cv = { site: 'golf', upload: 'cv' }

let sanity: Awaited<ReturnType<typeof startFakeSanityApi>>
beforeAll(async () => {
  sanity = await startFakeSanityApi([])
})
afterAll(() => sanity.close())
beforeEach(() => sanity.assets.clear())

describe.each(testDatabases)('Sanity assets as the upload store, on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>
  let store: ReturnType<typeof sanityAssetStore>
  beforeEach(async () => {
    database = await create()
    store = sanityAssetStore(
      {
        kind: 'sanity',
        projectId: 'abc123',
        dataset: 'production',
        apiVersion: SANITY_API_VERSION,
        token: 'sk-write',
        apiHost: sanity.origin,
      },
      async () => database.db,
    )
  })
  afterEach(() => database.dispose())

  async function keep(contents: string, place = cv): Promise<string> {
    const partial = await store.newPartialFile(place)
    expect(path.dirname(partial)).toBe(tmpdir())
    writeFileSync(partial, contents)
    const name = await store.keepUpload(partial, 'pdf', place)
    expect(existsSync(partial)).toBe(false)
    return name
  }

  it('finds an upload by its random name on its own site only, and reads it from Sanity', async () => {
    const name = await keep('%PDF-1.4 one')
    expect(name).toMatch(/^[A-Za-z0-9_-]{32}\.pdf$/)
    const stored = await store.storedUpload(cv, name)
    expect(stored).toMatchObject({ size: 12, type: 'pdf' })
    expect(await text(await stored!.open())).toBe('%PDF-1.4 one')
    expect(await store.storedUpload({ site: 'tours', upload: 'cv' }, name)).toBeUndefined()
    expect(await store.storedUpload(cv, `${'a'.repeat(32)}.pdf`)).toBeUndefined()
  })

  it('purges what no submission names after the grace, and an asset only once no name shares it', async () => {
    const first = await keep('%PDF-1.4 same')
    const second = await keep('%PDF-1.4 same')
    const other = await keep('%PDF-1.4 other')
    expect(new Set([first, second, other]).size).toBe(3)
    // Identical files are one asset in Sanity.
    expect(sanity.assets.size).toBe(2)

    const now = Date.now()
    expect(await store.purgeUnreferenced(now - day, () => false)).toBe(0)

    // The first is named by a submission; the second, its twin, goes, and their asset stays.
    const named = new Set([first])
    expect(await store.purgeUnreferenced(now + 1, (_, name) => named.has(name))).toBe(2)
    expect(await store.storedUpload(cv, second)).toBeUndefined()
    expect(await store.storedUpload(cv, other)).toBeUndefined()
    expect(sanity.assets.size).toBe(1)
    expect(await text(await (await store.storedUpload(cv, first))!.open())).toBe('%PDF-1.4 same')

    // Once nothing names it, the asset goes too.
    expect(await store.purgeUnreferenced(now + 1, () => false)).toBe(1)
    expect(sanity.assets.size).toBe(0)
  })
})
