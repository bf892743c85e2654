import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { DOCUMENT_TYPES, type DocumentType } from './documentType'

/** A stored upload's name: 192 random bits (unguessable) and its type's extension. */
const STORED_NAME = /^[A-Za-z0-9_-]{32}\.(pdf|docx?)$/

/** A new stored name for an upload of this type. */
export function newStoredName(type: DocumentType): string {
  return `${randomBytes(24).toString('base64url')}.${type}`
}

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name)
}

/** The type a stored name ends with, when it is a stored name. */
export function typeOfStoredName(name: string): DocumentType | undefined {
  return isStoredName(name) ? DOCUMENT_TYPES.find((type) => name.endsWith(`.${type}`)) : undefined
}

/** Where one upload declaration of one site keeps its files: a file is served only there. */
export type UploadPlace = { site: string; upload: string }

export type StoredUpload = { size: number; type: DocumentType; open: () => Promise<Readable> }

/**
 * What keeps uploaded files. The route receives each file into a partial file on this machine's
 * disk (sniffed and size-capped there), then the store keeps it under a new random name; the
 * serving route and the forms find it by that name; the purge removes what no kept submission
 * names. A local folder (folderStore.ts) or Sanity assets (sanityAssetStore.ts).
 */
export type UploadStore = {
  newPartialFile: (place: UploadPlace) => Promise<string>
  discardPartial: (partial: string) => Promise<void>
  /** Keeps a checked partial file (and no longer needs it); answers the stored name. */
  keepUpload: (partial: string, type: DocumentType, place: UploadPlace) => Promise<string>
  storedUpload: (place: UploadPlace, name: string) => Promise<StoredUpload | undefined>
  /** Removes the uploads kept before `cutoff` that `isReferenced` does not keep; answers how many. */
  purgeUnreferenced: (
    cutoff: number,
    isReferenced: (place: UploadPlace, name: string) => boolean,
  ) => Promise<number>
}
