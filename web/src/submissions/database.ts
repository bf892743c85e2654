import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import { migrationProvider } from './migrations'
import type { SubmissionsDatabase } from './schema'

export type SubmissionsDb = Kysely<SubmissionsDatabase>

export type DatabaseSettings = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string }

type Env = Record<string, string | undefined>

/** PostgreSQL when DATABASE_URL is set; otherwise SQLite in .data/ (or SUBMISSIONS_SQLITE_PATH). */
export function databaseSettings(env: Env = process.env, cwd = process.cwd()): DatabaseSettings {
  if (env.DATABASE_URL?.trim()) return { kind: 'postgres', url: env.DATABASE_URL.trim() }
  const root = path.basename(cwd) === 'web' ? path.dirname(cwd) : cwd
  return {
    kind: 'sqlite',
    file: env.SUBMISSIONS_SQLITE_PATH?.trim() || path.join(root, '.data', 'submissions.sqlite'),
  }
}

const kinds = new WeakMap<SubmissionsDb, DatabaseSettings['kind']>()

export async function openDatabase(settings: DatabaseSettings): Promise<SubmissionsDb> {
  const db = new Kysely<SubmissionsDatabase>({ dialect: await dialectFor(settings) })
  kinds.set(db, settings.kind)
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest()
  if (error) {
    await db.destroy()
    throw error
  }
  return db
}

async function dialectFor(settings: DatabaseSettings) {
  if (settings.kind === 'postgres') {
    const { Pool } = await import('pg')
    return new PostgresDialect({ pool: new Pool({ connectionString: settings.url, max: 5 }) })
  }
  const { default: SQLite } = await import('better-sqlite3')
  if (settings.file !== ':memory:') mkdirSync(path.dirname(settings.file), { recursive: true })
  const sqlite = new SQLite(settings.file)
  // WAL: readers never block the writer; a stored submission survives a crash once committed.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  return new SqliteDialect({ database: sqlite })
}

export function isPostgres(db: SubmissionsDb): boolean {
  return kinds.get(db) === 'postgres'
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
