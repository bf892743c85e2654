/** @jest-environment node */
import { sql } from 'kysely'
import { durableTransaction, isPostgres } from './database'
import { testDatabases } from '@/testing/testDatabases'

const postgres = testDatabases.filter(({ name }) => name === 'postgres')

// SQLite's side of the same rule: sqliteDialect.test.ts.
;(postgres.length ? describe.each(postgres) : describe.skip.each(testDatabases))(
  'commits on $name',
  ({ create }) => {
    let store: Awaited<ReturnType<(typeof testDatabases)[number]['create']>>
    beforeEach(async () => {
      store = await create()
    })
    afterEach(() => store.dispose())

    const setting = async (db: typeof store.db) =>
      (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0]!
        .synchronous_commit

    it('wait for the disk where a submission is stored, and nowhere else', async () => {
      expect(isPostgres(store.db)).toBe(true)
      expect(await setting(store.db)).toBe('off')
      expect(await durableTransaction(store.db, async (trx) => setting(trx))).toBe('on')
      expect(await setting(store.db)).toBe('off')
    })
  },
)
