import type { Database, Statement } from 'better-sqlite3'
import { SqliteDialect } from 'kysely'
import { prepareSqliteFile } from './sqliteFile'

/** SQLite's auto_vacuum mode that frees pages on request (pragma incremental_vacuum). */
const INCREMENTAL = 2

/** The pages SQLite keeps in memory, in KB (docs/performance.md, "Scale: waiting and failed"). */
const PAGE_CACHE_KB = 64 * 1024

/** Distinct statements kept prepared; the queries are a fixed set, so this is never reached. */
const MAX_PREPARED = 200

/**
 * The SQLite connection under the store. WAL: readers never block the writer. Commits are
 * synchronous=NORMAL, which survives a crash of this process (the commit is in the WAL) but not
 * of the machine; a stored submission commits with FULL (durableTransaction), whose fsync
 * carries every earlier commit with it. The rest (rate-limit counts, outbox claims and marks)
 * costs an fsync less each: a lost claim lapses, a lost 'delivered' mark re-sends with the same
 * idempotency key, which the upstream recognises.
 */
export async function openSqlite(file: string): Promise<{ dialect: SqliteDialect; database: Database }> {
  const { default: SQLite } = await import('better-sqlite3')
  prepareSqliteFile(file)
  const database = new SQLite(file)
  // Purged personal data must not stay readable in free space: deleted content is zeroed, and
  // freed pages go back to the file system (eraseFreedSpace). A file made before this rule is
  // converted once (VACUUM; quick at this store's size).
  database.pragma('secure_delete = ON')
  if (database.pragma('auto_vacuum', { simple: true }) !== INCREMENTAL) {
    database.pragma('auto_vacuum = INCREMENTAL')
    database.exec('VACUUM')
  }
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  database.pragma('busy_timeout = 5000')
  database.pragma('foreign_keys = ON')
  // SQLite keeps 2 MB of the file's pages by default: at a million submissions (a 2 GB file) the
  // Submissions tool's reads by id went back to the file system for nearly every page.
  database.pragma(`cache_size = -${PAGE_CACHE_KB}`)
  // Kysely prepares each query anew; preparing costs more than running these small statements.
  const prepared = new Map<string, Statement>()
  const dialect = new SqliteDialect({
    database: {
      close: () => database.close(),
      prepare: (sql: string) => {
        let statement = prepared.get(sql)
        if (!statement) {
          if (prepared.size >= MAX_PREPARED) prepared.clear()
          statement = database.prepare(sql)
          prepared.set(sql, statement)
        }
        return statement
      },
    },
  })
  return { dialect, database }
}

/**
 * After personal data was overwritten: the freed pages go back to the file system, and the
 * write-ahead log, which still holds the pages as they were before, is copied into the file and
 * emptied. Best effort: a reader holding an old snapshot keeps the log until it is done, and the
 * next purge tries again.
 */
export function eraseFreedSpace(database: Database): void {
  database.pragma('incremental_vacuum')
  database.pragma('wal_checkpoint(TRUNCATE)')
}
