import path from 'node:path'
import type { Database as SQLiteDatabase } from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Dialect } from 'kysely'
import type { Pool } from 'pg'
import { databaseUrl } from '@travel/config'
import { migrationProvider } from './migrations'
import type { SubmissionsDatabase } from './schema'
import { prepareSqliteFile } from './sqliteFile'

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
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest()
  if (error) {
    await db.destroy()
    throw error
  }
  return db
}

async function dialectFor(settings: DatabaseSettings): Promise<{ dialect: Dialect; driver: DatabaseDriver }> {
  if (settings.kind === 'postgres') {
    const { Pool } = await import('pg')
    const pool = new Pool({ connectionString: settings.url, max: 5 })
    return { dialect: new PostgresDialect({ pool }), driver: { kind: 'postgres', pool } }
  }
  const { default: SQLite } = await import('better-sqlite3')
  prepareSqliteFile(settings.file)
  const sqlite = new SQLite(settings.file)
  // WAL: readers never block the writer; a stored submission survives a crash once committed.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  return { dialect: new SqliteDialect({ database: sqlite }), driver: { kind: 'sqlite', database: sqlite } }
}

export function isPostgres(db: SubmissionsDb): boolean {
  return drivers.get(db)?.kind === 'postgres'
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
