import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import path from 'node:path'

const OWNER_ONLY = 0o600

/**
 * Prepares the SQLite file before the driver opens it: submissions hold personal data, so only
 * the server's user may read them. SQLite gives its -wal and -shm files the database file's
 * mode; the chmod covers files made before this rule (or by a tool with a wider umask).
 */
export function prepareSqliteFile(file: string): void {
  if (file === ':memory:') return
  mkdirSync(path.dirname(file), { recursive: true })
  closeSync(openSync(file, 'a', OWNER_ONLY))
  for (const part of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (!existsSync(part)) continue
    try {
      chmodSync(part, OWNER_ONLY)
    } catch (error) {
      // A file this user does not own still opens: the store keeps working, and says so.
      console.warn(`Could not make ${part} readable by its owner only`, error)
    }
  }
}
