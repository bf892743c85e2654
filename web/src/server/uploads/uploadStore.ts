import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { isStoredUploadName } from '@/forms/rules/storedUploadName'
import type { SubmissionsDb } from '@/server/submissions/database'
import { DOCUMENT_TYPES, type DocumentType } from './documentType'

/** A new stored name for an upload of this type (forms/rules/storedUploadName.ts). */
export function newStoredName(type: DocumentType): string {
  return `${randomBytes(24).toString('base64url')}.${type}`
}

/** The type a stored name ends with, when it is a stored name. */
export function typeOfStoredName(name: string): DocumentType | undefined {
  return isStoredUploadName(name) ? DOCUMENT_TYPES.find((type) => name.endsWith(`.${type}`)) : undefined
}

/** Where one upload declaration of one site keeps its files: a file is served only there. */
export type UploadPlace = { site: string; upload: string }

export type StoredUpload = { size: number; type: DocumentType; open: () => Promise<Readable> }

/**
 * Where the bytes of kept uploads are, each under its place and stored name: chunks in the
 * submissions database (databaseBytes.ts) or private objects of a bucket (s3Bytes.ts). Never
 * anywhere a URL reaches them without the site's upload route.
 */
export type UploadBytes = {
  /** Copies the file's bytes in (the file stays where it is). */
  write: (place: UploadPlace, name: string, file: string) => Promise<void>
  read: (place: UploadPlace, name: string) => Promise<Readable>
  /** Removes them; nothing happens for bytes already gone. */
  remove: (kept: { place: UploadPlace; name: string }[]) => Promise<void>
}

/**
 * What keeps uploaded files. The route receives each file into a partial file on this machine's
 * temporary disk (sniffed and size-capped there), then the store keeps it under a new random
 * name; the serving route and the forms find it by that name, on any instance; the route counts
 * a site's kept bytes against its quota; the purge removes what no kept submission names.
 */
export type UploadStore = {
  newPartialFile: () => Promise<string>
  discardPartial: (partial: string) => Promise<void>
  /** Keeps a checked partial file (and no longer needs it); answers the stored name. */
  keepUpload: (partial: string, type: DocumentType, place: UploadPlace) => Promise<string>
  storedUpload: (place: UploadPlace, name: string) => Promise<StoredUpload | undefined>
  /** The bytes a site's kept uploads take, all of its uploads together. */
  usedBytes: (site: string) => Promise<number>
  /**
   * Removes the uploads kept before `cutoff` that `isReferenced` does not keep, bytes and all,
   * and the partial files a crash left then; answers how many.
   */
  purgeUnreferenced: (
    cutoff: number,
    isReferenced: (place: UploadPlace, name: string) => boolean,
  ) => Promise<number>
}

/** How many uploads one statement of the purge removes. */
const PURGE_BATCH = 500

/** This machine's folder of files being received, readable by the server's user only. */
function partialFolder(): string {
  // Jest gives each test file its own (web/jest.setup.ts): a test's purge runs its clock days
  // ahead, and would take the partial files of uploads other test files are making meanwhile.
  return process.env.UPLOADS_PARTIAL_DIR || path.join(tmpdir(), 'uploads-partial')
}

/** Removes the partial files last written before the cutoff: a crash left them. */
async function purgePartials(cutoff: number): Promise<number> {
  let removed = 0
  for (const name of await readdir(partialFolder()).catch(() => [])) {
    const file = path.join(partialFolder(), name)
    const stats = await stat(file).catch(() => undefined)
    if (!stats?.isFile() || stats.mtimeMs > cutoff) continue
    await rm(file, { force: true })
    removed += 1
  }
  return removed
}

/**
 * The upload store: each kept upload is a row of `upload_files` in the submissions database (its
 * place, type, size and time), so every instance finds, counts and purges it, and its bytes are
 * in `bytes`. The row is written first: bytes never exist without a row the purge would find.
 */
export function keptUploads(database: () => Promise<SubmissionsDb>, bytes: UploadBytes): UploadStore {
  return {
    async newPartialFile() {
      await mkdir(partialFolder(), { recursive: true, mode: 0o700 })
      return path.join(partialFolder(), `${randomBytes(24).toString('base64url')}.partial`)
    },
    async discardPartial(partial) {
      await rm(partial, { force: true })
    },
    async keepUpload(partial, type, place) {
      const name = newStoredName(type)
      try {
        const { size } = await stat(partial)
        const db = await database()
        await db
          .insertInto('upload_files')
          .values({ name, ...place, type, size, created_at: new Date().toISOString() })
          .execute()
        try {
          await bytes.write(place, name, partial)
        } catch (error) {
          // Undone at once where it can be; else the purge finds the row after its grace.
          await bytes.remove([{ place, name }]).catch(() => undefined)
          await db
            .deleteFrom('upload_files')
            .where('name', '=', name)
            .execute()
            .catch(() => undefined)
          throw error
        }
        return name
      } finally {
        await rm(partial, { force: true })
      }
    },
    async storedUpload(place, name) {
      const type = typeOfStoredName(name)
      if (!type) return undefined
      const db = await database()
      const row = await db
        .selectFrom('upload_files')
        .select('size')
        .where('name', '=', name)
        .where('site', '=', place.site)
        .where('upload', '=', place.upload)
        .executeTakeFirst()
      if (!row) return undefined
      return { size: Number(row.size), type, open: () => bytes.read(place, name) }
    },
    async usedBytes(site) {
      const db = await database()
      const row = await db
        .selectFrom('upload_files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('used'))
        .where('site', '=', site)
        .executeTakeFirstOrThrow()
      return Number(row.used)
    },
    async purgeUnreferenced(cutoff, isReferenced) {
      const db = await database()
      const old = await db
        .selectFrom('upload_files')
        .select(['name', 'site', 'upload'])
        .where('created_at', '<', new Date(cutoff).toISOString())
        .execute()
      const unreferenced = old
        .map(({ name, site, upload }) => ({ place: { site, upload }, name }))
        .filter(({ place, name }) => !isReferenced(place, name))
      // In batches, each under SQLite's limit of bound values. The bytes first: a row whose
      // bytes could not go is found again by the next purge.
      for (let start = 0; start < unreferenced.length; start += PURGE_BATCH) {
        const batch = unreferenced.slice(start, start + PURGE_BATCH)
        await bytes.remove(batch)
        await db
          .deleteFrom('upload_files')
          .where(
            'name',
            'in',
            batch.map(({ name }) => name),
          )
          .execute()
      }
      return unreferenced.length + (await purgePartials(cutoff))
    },
  }
}
