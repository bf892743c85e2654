import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import {
  isStoredName,
  newStoredName,
  typeOfStoredName,
  type UploadPlace,
  type UploadStore,
} from './uploadStore'

type Env = Record<string, string | undefined>

/** UPLOADS_DIR, else .data/uploads beside the submissions database. */
export function uploadsRoot(env: Env = process.env, cwd = process.cwd()): string {
  const root = path.basename(cwd) === 'web' ? path.dirname(cwd) : cwd
  return env.UPLOADS_DIR?.trim() || path.join(root, '.data', 'uploads')
}

async function entriesOf(folder: string): Promise<string[]> {
  return readdir(folder).catch(() => [])
}

/**
 * Uploads in a local folder (embedded mode, one server): one folder per site and upload, the
 * partial file beside the kept ones and renamed once checked. `root` is read at each call (tests
 * set UPLOADS_DIR per test).
 */
export function folderStore(root: () => string = () => uploadsRoot()): UploadStore {
  const folderOf = ({ site, upload }: UploadPlace) => path.join(root(), site, upload)
  return {
    async newPartialFile(place) {
      const folder = folderOf(place)
      await mkdir(folder, { recursive: true, mode: 0o700 })
      return path.join(folder, `${randomBytes(24).toString('base64url')}.partial`)
    },
    async discardPartial(partial) {
      await rm(partial, { force: true })
    },
    async keepUpload(partial, type) {
      const name = newStoredName(type)
      await rename(partial, path.join(path.dirname(partial), name))
      return name
    },
    async storedUpload(place, name) {
      const type = typeOfStoredName(name)
      if (!type) return undefined
      const file = path.join(folderOf(place), name)
      const stats = await stat(file).catch(() => undefined)
      if (!stats?.isFile()) return undefined
      return { size: stats.size, type, open: async () => createReadStream(file) }
    },
    // Half-received files go too: a partial older than the cutoff is one a crash left behind.
    async purgeUnreferenced(cutoff, isReferenced) {
      let removed = 0
      for (const site of await entriesOf(root()))
        for (const upload of await entriesOf(path.join(root(), site)))
          for (const name of await entriesOf(path.join(root(), site, upload))) {
            const file = path.join(root(), site, upload, name)
            const stats = await stat(file).catch(() => undefined)
            if (!stats?.isFile() || stats.mtimeMs > cutoff) continue
            if (isStoredName(name) && isReferenced({ site, upload }, name)) continue
            await rm(file, { force: true })
            removed += 1
          }
      return removed
    },
  }
}
