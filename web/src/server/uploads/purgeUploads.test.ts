/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { purgeDeliveredPayloads } from '@/server/submissions/retention'
import { storeSubmission } from '@/server/submissions/store'
import { testDatabases } from '@/testing/testDatabases'
import { folderStore } from './folderStore'
import { purgeUnreferencedUploads } from './purgeUploads'

const hour = 60 * 60_000
const day = 24 * hour
const start = new Date('2026-11-22T10:00:00.000Z')
const at = (ms: number) => new Date(start.getTime() + ms)

const NAMES = {
  sent: 'SentSentSentSentSentSentSentSent.pdf',
  never: 'NeverNeverNeverNeverNeverNeverNe.pdf',
  fresh: 'FreshFreshFreshFreshFreshFreshFr.pdf',
  otherSite: 'OtherOtherOtherOtherOtherOtherOt.pdf',
}

describe.each(testDatabases)('purging unreferenced uploads on $name', ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  let root: string
  beforeEach(async () => {
    store = await create()
    root = mkdtempSync(path.join(tmpdir(), 'purge-'))
  })
  afterEach(() => store.dispose())

  /** A stored upload of a site, last written at `time` (the clock the test controls). */
  function upload(site: string, name: string, time: Date): string {
    const folder = path.join(root, site, 'cv')
    mkdirSync(folder, { recursive: true })
    const file = path.join(folder, name)
    writeFileSync(file, '%PDF-1.4')
    utimesSync(file, time, time)
    return file
  }

  const kept = (file: string) => existsSync(file)

  it('removes after a day the uploads no kept submission names; a CV lives as long as its submission’s values', async () => {
    const sent = upload('tours', NAMES.sent, start)
    const never = upload('tours', NAMES.never, start)
    const partial = upload('tours', 'PartialPartialPartialPartialPart.partial', start)
    const fresh = upload('tours', NAMES.fresh, at(20 * hour))
    // The same name sent on another site's form does not keep this site's file.
    const otherSite = upload('tours-nz', NAMES.otherSite, start)
    const document = `https://wayfarertours.com.au/api/uploads/cv/${NAMES.sent}`
    await storeSubmission(
      store.db,
      { site: 'tours', formKind: 'career', payload: { email: 'a@example.com', document }, targets: [] },
      at(hour),
    )
    await storeSubmission(
      store.db,
      {
        site: 'tours',
        formKind: 'career',
        payload: { email: 'b@example.com', document: `https://x/api/uploads/cv/${NAMES.otherSite}` },
        targets: [],
      },
      at(hour),
    )

    // Within the day, everything stays.
    expect(
      await purgeUnreferencedUploads(store.db, { store: folderStore(() => root), now: at(day - 1) }),
    ).toBe(0)
    expect([sent, never, partial, fresh, otherSite].every(kept)).toBe(true)

    // After it: the upload never sent, the half-received file and the other site's go.
    expect(
      await purgeUnreferencedUploads(store.db, { store: folderStore(() => root), now: at(day + 1) }),
    ).toBe(3)
    expect({ sent: kept(sent), never: kept(never), partial: kept(partial), fresh: kept(fresh) }).toEqual({
      sent: true,
      never: false,
      partial: false,
      fresh: true,
    })
    expect(kept(otherSite)).toBe(false)

    // The submission's values are purged at the end of its retention: its CV goes with them.
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(31 * day) })).toBe(2)
    expect(
      await purgeUnreferencedUploads(store.db, { store: folderStore(() => root), now: at(31 * day) }),
    ).toBe(2)
    expect(kept(sent)).toBe(false)
    expect(kept(fresh)).toBe(false)
  })

  it('does nothing where no upload was ever kept', async () => {
    expect(
      await purgeUnreferencedUploads(store.db, { store: folderStore(() => path.join(root, 'none')) }),
    ).toBe(0)
  })
})
