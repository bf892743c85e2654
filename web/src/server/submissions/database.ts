import path from 'node:path'
import type { Database as SQLiteDatabase } from 'better-sqlite3'
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  sql,
  type Dialect,
  type Transaction,
} from 'kysely'
import type { Pool } from 'pg'
import { databaseUrl } from '@travel/config'
import { migrationProvider } from './migrations'
import type { SubmissionsDatabase } from './schema'
import { openSqlite } from './sqliteDialect'

export type SubmissionsDb = Kysely<SubmissionsDatabase>

export type DatabaseSettings = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string }

type Env = Record<string, string | undefined>

/**
 * PostgreSQL when DATABASE_URL is set; otherwise SQLite in .data/ (or SUBMISSIONS_SQLITE_PATH).
 * On Vercel a missing DATABASE_URL is a ConfigError (see databaseUrl).
 */
export function databaseSettings(env: Env = process.env, cwd = process.cwd()): DatabaseSettings {
  const url = databaseUrl(env)
  if (url) return { kind: 'postgres', url }
  const root = path.basename(cwd) === 'web' ? path.dirname(cwd) : cwd
  return {
    kind: 'sqlite',
    file: env.SUBMISSIONS_SQLITE_PATH?.trim() || path.join(root, '.data', 'submissions.sqlite'),
  }
}

/** The client under a database's Kysely instance: the rate limiter's store talks to it directly. */
export type DatabaseDriver = { kind: 'postgres'; pool: Pool } | { kind: 'sqlite'; database: SQLiteDatabase }

const drivers = new WeakMap<SubmissionsDb, DatabaseDriver>()

export async function openDatabase(settings: DatabaseSettings): Promise<SubmissionsDb> {
  const { dialect, driver } = await dialectFor(settings)
  const db = new Kysely<SubmissionsDatabase>({ dialect })
  drivers.set(db, driver)
  const { error } = await new Migrator({ db, provider: migrationProvider(settings.kind) }).migrateToLatest()
  if (error) {
    await db.destroy()
    throw error
  }
  return db
}

async function dialectFor(settings: DatabaseSettings): Promise<{ dialect: Dialect; driver: DatabaseDriver }> {
  if (settings.kind === 'postgres') {
    const { Pool } = await import('pg')
    // Commits wait for the log's write to the disk only where a visitor's submission is stored
    // (durableTransaction), as on SQLite: an outbox claim or mark, a rate-limit count, lost to the
    // database server's crash, lapses or re-sends under the same idempotency key. A backlog's
    // deliveries so wait on no disk (docs/performance.md, "Scale: the outbox").
    const pool = new Pool({ connectionString: settings.url, max: 5, options: '-c synchronous_commit=off' })
    return { dialect: new PostgresDialect({ pool }), driver: { kind: 'postgres', pool } }
  }
  const { dialect, database } = await openSqlite(settings.file)
  return { dialect, driver: { kind: 'sqlite', database } }
}

/** Whether the store is PostgreSQL's: a database opened here, or one of its transactions. */
export function isPostgres(db: SubmissionsDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * A transaction whose commit survives the machine failing, not only this process: storing a
 * submission, before the visitor is thanked. PostgreSQL's connections commit without waiting for
 * the disk (synchronous_commit off) except in this transaction; SQLite switches its one
 * connection to synchronous=FULL for this commit (see sqliteDialect.ts).
 */
export async function durableTransaction<Result>(
  db: SubmissionsDb,
  work: (trx: Transaction<SubmissionsDatabase>) => Promise<Result>,
): Promise<Result> {
  if (isPostgres(db))
    return db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = on`.execute(trx)
      return work(trx)
    })
  // The connection is held throughout, so no other query runs under the switched setting.
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = FULL`.execute(connection)
    try {
      return await connection.transaction().execute(work)
    } finally {
      await sql`pragma synchronous = NORMAL`.execute(connection)
    }
  })
}

export function driverOf(db: SubmissionsDb): DatabaseDriver {
  const driver = drivers.get(db)
  if (!driver) throw new Error('Not a database opened by openDatabase')
  return driver
}

let shared: Promise<SubmissionsDb> | undefined

/** The process's database, migrated on first use. */
export function submissionsDb(): Promise<SubmissionsDb> {
  shared ??= openDatabase(databaseSettings()).catch((error: unknown) => {
    shared = undefined
    throw error
  })
  return shared
}
