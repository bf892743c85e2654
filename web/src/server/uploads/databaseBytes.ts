import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { driverOf, type SubmissionsDb } from '@/server/submissions/database'
import { eraseFreedSpace } from '@/server/submissions/sqliteDialect'
import type { UploadBytes } from './uploadStore'

/** A chunk's size: a CV of 10 MB is 20 rows, and no file is ever held whole in memory. */
const CHUNK_BYTES = 512 * 1024

/**
 * Uploads' bytes in the submissions database (`upload_chunks`, the default store): private,
 * shared by every instance that shares the database, in its backups, and gone with its purge.
 * On SQLite a removal leaves no readable copy on disk, as the retention purge's does.
 */
export function databaseBytes(database: () => Promise<SubmissionsDb>): UploadBytes {
  return {
    async write(_, name, file) {
      const db = await database()
      let seq = 0
      for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
        await db
          .insertInto('upload_chunks')
          .values({ name, seq, bytes: chunk as Buffer })
          .execute()
        seq += 1
      }
    },
    async read(_, name) {
      const db = await database()
      async function* chunks() {
        for (let seq = 0; ; seq += 1) {
          const row = await db
            .selectFrom('upload_chunks')
            .select('bytes')
            .where('name', '=', name)
            .where('seq', '=', seq)
            .executeTakeFirst()
          if (!row) return
          yield Buffer.from(row.bytes)
        }
      }
      return Readable.from(chunks(), { objectMode: false })
    },
    async remove(kept) {
      if (kept.length === 0) return
      const db = await database()
      await db
        .deleteFrom('upload_chunks')
        .where(
          'name',
          'in',
          kept.map(({ name }) => name),
        )
        .execute()
      const driver = driverOf(db)
      if (driver.kind === 'sqlite') eraseFreedSpace(driver.database)
    },
  }
}
