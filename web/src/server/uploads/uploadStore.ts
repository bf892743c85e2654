import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { DOCUMENT_TYPES, type DocumentType } from './documentType'

type Env = Record<string, string | undefined>

/**
 * Where uploads are kept: UPLOADS_DIR, else .data/uploads beside the submissions database. One
 * folder per site and upload, so a file is served only on the site it was sent to.
 */
export function uploadsRoot(env: Env = process.env, cwd = process.cwd()): string {
  const root = path.basename(cwd) === 'web' ? path.dirname(cwd) : cwd
  return env.UPLOADS_DIR?.trim() || path.join(root, '.data', 'uploads')
}

/** A stored upload's name: 192 random bits (unguessable) and its type's extension. */
const STORED_NAME = /^[A-Za-z0-9_-]{32}\.(pdf|docx?)$/

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name)
}

function folderOf(site: string, upload: string): string {
  return path.join(uploadsRoot(), site, upload)
}

/** A new file to receive an upload's bytes, not yet served (its name has no type). */
export async function newPartialFile(site: string, upload: string): Promise<string> {
  const folder = folderOf(site, upload)
  await mkdir(folder, { recursive: true, mode: 0o700 })
  return path.join(folder, `${randomBytes(24).toString('base64url')}.partial`)
}

/** Keeps a checked partial file under its served name; answers that name. */
export async function keepUpload(partial: string, type: DocumentType): Promise<string> {
  const name = `${randomBytes(24).toString('base64url')}.${type}`
  await rename(partial, path.join(path.dirname(partial), name))
  return name
}

export async function discardPartial(partial: string): Promise<void> {
  await rm(partial, { force: true })
}

/** The path and size of a stored upload, or undefined when there is none by that name. */
export async function storedUpload(
  site: string,
  upload: string,
  name: string,
): Promise<{ file: string; size: number; type: DocumentType } | undefined> {
  const type = DOCUMENT_TYPES.find((each) => name.endsWith(`.${each}`))
  if (!type || !isStoredName(name)) return undefined
  const file = path.join(folderOf(site, upload), name)
  const stats = await stat(file).catch(() => undefined)
  return stats?.isFile() ? { file, size: stats.size, type } : undefined
}

/**
 * What an upload store does, as the local folder does it: the routes call these four. Another
 * store (Sanity assets through @sanity/client's `assets.upload` with a write token, or object
 * storage, for a host that keeps no local file) is to implement this same shape, with the purge's
 * listing (purgeUploads.ts); it is not built yet (docs/upstream.md, Uploads).
 */
export type UploadStore = {
  newPartialFile: typeof newPartialFile
  keepUpload: typeof keepUpload
  discardPartial: typeof discardPartial
  storedUpload: typeof storedUpload
}

export const localFolderStore: UploadStore = { newPartialFile, keepUpload, discardPartial, storedUpload }
