/** @jest-environment node */
import { chmodSync, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { openDatabase } from './database'
import { purgeDeliveredPayloads } from './retention'
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

  it('keeps no readable copy of purged values: not in the file, not in its write-ahead log', async () => {
    const file = newFile()
    const db = await openDatabase({ kind: 'sqlite', file })
    const stored = new Date('2026-01-01T00:00:00Z')
    const emails = Array.from({ length: 50 }, (_, index) => `purged-person-${index}@example.org`)
    try {
      for (const email of emails) {
        const id = await storeSubmission(
          db,
          {
            site: 'tours',
            formKind: 'contact',
            payload: { email, message: 'x'.repeat(300) },
            targets: ['t'],
          },
          stored,
        )
        await db
          .updateTable('deliveries')
          .set({ status: 'delivered', delivered_at: stored.toISOString() })
          .where('submission_id', '=', id)
          .execute()
      }
      const purged = await purgeDeliveredPayloads(db, {
        retentionDays: 30,
        now: new Date('2026-03-01T00:00:00Z'),
      })
      expect(purged).toBe(emails.length)
      const onDisk = [file, `${file}-wal`]
        .filter((part) => existsSync(part))
        .map((part) => readFileSync(part).toString('latin1'))
        .join('')
      expect(onDisk).not.toContain('purged-person-')
    } finally {
      await db.destroy()
    }
  })

  it('hands the pages freed by a purge back to the file system (incremental vacuum)', async () => {
    const file = newFile()
    const db = await openDatabase({ kind: 'sqlite', file })
    await db.destroy()
    const reopened = new SQLite(file)
    try {
      expect(reopened.pragma('auto_vacuum', { simple: true })).toBe(2)
    } finally {
      reopened.close()
    }
  })
})
