import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase, type SubmissionsDb } from '@/server/submissions/database'

/**
 * The stores a contract test runs against: SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set (CI starts one). Each call gets a new, empty, migrated database.
 */
export type TestDatabase = {
  name: string
  create: () => Promise<{ db: SubmissionsDb; dispose: () => Promise<void> }>
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  create: async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'submissions-')), 'test.sqlite')
    const db = await openDatabase({ kind: 'sqlite', file })
    return { db, dispose: () => db.destroy() }
  },
}

function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    create: async () => {
      const { Client } = await import('pg')
      const name = `test_${randomUUID().replaceAll('-', '')}`
      const admin = new Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const db = await openDatabase({ kind: 'postgres', url: url.toString() })
      return {
        db,
        dispose: async () => {
          await db.destroy()
          const cleanup = new Client({ connectionString: adminUrl })
          await cleanup.connect()
          await cleanup.query(`DROP DATABASE IF EXISTS ${name}`)
          await cleanup.end()
        },
      }
    },
  }
}

export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [sqlite, postgres(process.env.TEST_DATABASE_URL)]
  : [sqlite]
