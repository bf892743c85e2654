/** @jest-environment node */
import { chmodSync, mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { openDatabase } from './database'
import { storeSubmission } from './store'

const modeOf = (file: string) => statSync(file).mode & 0o777
const newFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'submissions-mode-')), 'store.sqlite')

describe('the SQLite submissions file', () => {
  it('is created readable by its owner only, and so is its write-ahead log', async () => {
    const file = newFile()
    const db = await openDatabase({ kind: 'sqlite', file })
    try {
      await storeSubmission(db, { site: 'golf', formKind: 'contact', payload: {}, targets: ['t'] })
      expect(modeOf(file)).toBe(0o600)
      expect(modeOf(`${file}-wal`)).toBe(0o600)
    } finally {
      await db.destroy()
    }
  })

  it('is made private when it already exists with wider permissions', async () => {
    const file = newFile()
    const earlier = new SQLite(file)
    earlier.pragma('journal_mode = WAL')
    earlier.exec('create table kept (id integer)')
    chmodSync(file, 0o644)
    chmodSync(`${file}-wal`, 0o644)
    const db = await openDatabase({ kind: 'sqlite', file })
    try {
      expect(modeOf(file)).toBe(0o600)
      expect(modeOf(`${file}-wal`)).toBe(0o600)
    } finally {
      await db.destroy()
      earlier.close()
    }
  })
})
