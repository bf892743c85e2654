/** @jest-environment node */
import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { purgeDeliveredPayloads } from '@/server/submissions/retention'
import { storeSubmission } from '@/server/submissions/store'
import { testDatabases } from '@/testing/testDatabases'
import { databaseBytes } from './databaseBytes'
import { purgeUnreferencedUploads, UNREFERENCED_UPLOAD_GRACE_MS } from './purgeUploads'
import { keptUploads, type UploadPlace } from './uploadStore'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour
const start = new Date('2026-11-22T10:00:00.000Z')
const at = (ms: number) => new Date(start.getTime() + ms)
const saved = { ...process.env }

describe.each(testDatabases)('the upload store in the database, on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>
  let store: ReturnType<typeof keptUploads>
  beforeEach(async () => {
    process.env.TMPDIR = mkdtempSync(path.join(tmpdir(), 'purge-'))
    database = await create()
    const db = async () => database.db
    store = keptUploads(db, databaseBytes(db))
  })
  afterEach(async () => {
    process.env = { ...saved }
    await database.dispose()
  })

  /** Keeps a file for a site as the route does, stored at `time` (the clock the test controls). */
  async function keep(site: string, contents: Buffer | string, time = start): Promise<string> {
    const place = { site, upload: 'cv' }
    const partial = await store.newPartialFile()
    writeFileSync(partial, contents)
    const name = await store.keepUpload(partial, 'pdf', place)
    expect(existsSync(partial)).toBe(false)
    await database.db
      .updateTable('upload_files')
      .set({ created_at: time.toISOString() })
      .where('name', '=', name)
      .execute()
    return name
  }

  const kept = async (site: string, name: string) =>
    Boolean(await store.storedUpload({ site, upload: 'cv' }, name))
  const chunkCount = async () =>
    (await database.db.selectFrom('upload_chunks').select('name').execute()).length

  it('reads a file back in order, chunk by chunk, on its own site only, and counts each site’s bytes', async () => {
    const contents = Buffer.concat([Buffer.from('%PDF-1.4 '), Buffer.alloc(1_300_000, 7), Buffer.from('end')])
    const name = await keep('golf', contents)
    expect(await chunkCount()).toBe(3)
    const place: UploadPlace = { site: 'golf', upload: 'cv' }
    const stored = await store.storedUpload(place, name)
    expect(stored).toMatchObject({ size: contents.length, type: 'pdf' })
    expect((await buffer(await stored!.open())).equals(contents)).toBe(true)
    expect(await store.storedUpload({ site: 'tours', upload: 'cv' }, name)).toBeUndefined()

    await keep('golf', '%PDF-1.4 two')
    expect(await store.usedBytes('golf')).toBe(contents.length + 12)
    expect(await store.usedBytes('tours')).toBe(0)
  })

  it('removes within the hour what no kept submission’s declared field names, bytes and all', async () => {
    const applied = await keep('tours', '%PDF-1.4 applied')
    const quoted = await keep('tours', '%PDF-1.4 quoted')
    const never = await keep('tours', '%PDF-1.4 never')
    const fresh = await keep('tours', '%PDF-1.4 fresh', at(20 * minute))
    // The same name on another site's form does not keep this site's file.
    const otherSite = await keep('tours-nz', '%PDF-1.4 other')
    const partial = await store.newPartialFile()
    writeFileSync(partial, '%PDF-1.4 half')
    utimesSync(partial, start, start)
    const url = (name: string) => `https://wayfarertours.com.au/api/uploads/cv/${name}`
    await storeSubmission(
      database.db,
      {
        site: 'tours',
        formKind: 'career',
        payload: { email: 'a@example.com', document: url(applied) },
        targets: [],
      },
      at(10 * minute),
    )
    await storeSubmission(
      database.db,
      {
        site: 'tours',
        formKind: 'career',
        payload: { email: 'b@example.com', document: url(otherSite) },
        targets: [],
      },
      at(10 * minute),
    )
    // A URL pasted in a contact message (in any of its fields) keeps nothing.
    await storeSubmission(
      database.db,
      {
        site: 'tours',
        formKind: 'contact',
        payload: { message: `See ${url(quoted)}`, document: url(quoted) },
        targets: [],
      },
      at(10 * minute),
    )

    // Within the half hour, everything stays; the purge every quarter hour (worker.ts) then
    // removes it well within the hour.
    expect(UNREFERENCED_UPLOAD_GRACE_MS).toBeLessThanOrEqual(45 * minute)
    expect(
      await purgeUnreferencedUploads(database.db, { store, now: at(UNREFERENCED_UPLOAD_GRACE_MS - 1) }),
    ).toBe(0)

    // After it: the quoted, the never sent, the other site's and the half-received file go.
    expect(
      await purgeUnreferencedUploads(database.db, { store, now: at(UNREFERENCED_UPLOAD_GRACE_MS + 1) }),
    ).toBe(4)
    expect({
      applied: await kept('tours', applied),
      quoted: await kept('tours', quoted),
      never: await kept('tours', never),
      fresh: await kept('tours', fresh),
      otherSite: await kept('tours-nz', otherSite),
      partial: existsSync(partial),
    }).toEqual({ applied: true, quoted: false, never: false, fresh: true, otherSite: false, partial: false })
    expect(await chunkCount()).toBe(2)

    // The submissions' values are purged at the end of their retention: the CV goes with them.
    expect(await purgeDeliveredPayloads(database.db, { retentionDays: 30, now: at(31 * day) })).toBe(3)
    expect(await purgeUnreferencedUploads(database.db, { store, now: at(31 * day) })).toBe(2)
    expect(await kept('tours', applied)).toBe(false)
    expect(await chunkCount()).toBe(0)
  })

  it('does nothing where no upload was ever kept', async () => {
    expect(await purgeUnreferencedUploads(database.db, { store })).toBe(0)
  })
})
