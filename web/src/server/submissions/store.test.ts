/** @jest-environment node */
import { databaseSettings } from './database'
import { findSubmission, storeSubmission } from './store'
import { testDatabases } from '@/testing/testDatabases'

describe.each(testDatabases)('the submission store on $name', ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  beforeEach(async () => {
    store = await create()
  })
  afterEach(() => store.dispose())

  it('keeps the submission with one pending delivery per upstream', async () => {
    const now = new Date('2026-11-22T10:00:00.000Z')
    const id = await storeSubmission(
      store.db,
      {
        site: 'tours-nz',
        formKind: 'contact',
        payload: { email: 'kiri@example.co.nz', n: 1 },
        targets: ['passenger-portal.contact-us', 'cms.store'],
      },
      now,
    )
    const stored = await findSubmission(store.db, id)
    expect(stored).toMatchObject({
      id,
      site: 'tours-nz',
      formKind: 'contact',
      payload: { email: 'kiri@example.co.nz', n: 1 },
      createdAt: now.toISOString(),
    })
    expect(
      stored?.deliveries.map(({ target, status, attempts, nextAttemptAt }) => ({
        target,
        status,
        attempts,
        nextAttemptAt,
      })),
    ).toEqual([
      { target: 'cms.store', status: 'pending', attempts: 0, nextAttemptAt: now.toISOString() },
      {
        target: 'passenger-portal.contact-us',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      },
    ])
  })

  it('stores nothing when any part fails', async () => {
    // The submission row goes in first; the delivery row then breaks a NOT NULL constraint.
    const broken = { site: 'golf', formKind: 'contact', payload: {}, targets: [null as unknown as string] }
    // Compared by message: better-sqlite3's errors come from the realm of the first test file
    // that loaded it, so they are not `instanceof Error` in Jest's later ones.
    const failure = await storeSubmission(store.db, broken).then(
      () => undefined,
      (error: { message?: string }) => error,
    )
    expect(failure?.message).toMatch(/NOT NULL|not-null/i)
    expect(await store.db.selectFrom('submissions').select('id').execute()).toEqual([])
    expect(await store.db.selectFrom('deliveries').select('id').execute()).toEqual([])
  })
})

describe('databaseSettings', () => {
  it('uses PostgreSQL when DATABASE_URL is set, else SQLite under .data/', () => {
    expect(databaseSettings({ DATABASE_URL: 'postgres://db/app' })).toEqual({
      kind: 'postgres',
      url: 'postgres://db/app',
    })
    expect(databaseSettings({}, '/repo/web')).toEqual({
      kind: 'sqlite',
      file: '/repo/.data/submissions.sqlite',
    })
    expect(databaseSettings({ SUBMISSIONS_SQLITE_PATH: '/tmp/s.sqlite' }, '/repo')).toEqual({
      kind: 'sqlite',
      file: '/tmp/s.sqlite',
    })
  })
})
