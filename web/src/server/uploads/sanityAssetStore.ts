import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { randomBytes } from 'node:crypto'
import { createClient } from '@sanity/client'
import type { UploadStoreSettings } from '@travel/config'
import type { SubmissionsDb } from '@/server/submissions/database'
import { MEDIA_TYPES, type DocumentType } from './documentType'
import { newStoredName, typeOfStoredName, type UploadStore } from './uploadStore'

type SanitySettings = Extract<UploadStoreSettings, { kind: 'sanity' }>

/**
 * Uploads kept as Sanity file assets, for servers that keep no local file (Vercel, several
 * instances): the bytes go to the content's dataset with a write token, and the submissions
 * database maps each random stored name to its asset, so any instance serves and purges it.
 * The site still serves the file itself (as a download, never cached by shared caches); the
 * asset's address, named by the file's hash, is never handed out.
 */
export function sanityAssetStore(
  settings: SanitySettings,
  database: () => Promise<SubmissionsDb>,
): UploadStore {
  const client = createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    token: settings.token,
    useCdn: false,
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
  })

  async function deleteAssetUnlessShared(db: SubmissionsDb, assetId: string): Promise<void> {
    // Sanity keeps one asset for identical files: it goes once no stored name points at it.
    const others = await db
      .selectFrom('uploads')
      .select('name')
      .where('asset_id', '=', assetId)
      .executeTakeFirst()
    if (others) return
    await client.delete(assetId).catch((error: unknown) => {
      console.error(`Could not delete the upload asset ${assetId}; the next purge does not retry it`, error)
    })
  }

  return {
    // Received on this machine's temporary disk, only until it is checked and sent on.
    async newPartialFile() {
      return path.join(tmpdir(), `upload-${randomBytes(24).toString('base64url')}.partial`)
    },
    async discardPartial(partial) {
      await rm(partial, { force: true })
    },
    async keepUpload(partial, type: DocumentType, place) {
      const name = newStoredName(type)
      try {
        const asset = await client.assets.upload('file', createReadStream(partial), {
          filename: `${place.upload}.${type}`,
          contentType: MEDIA_TYPES[type],
        })
        const db = await database()
        await db
          .insertInto('uploads')
          .values({
            name,
            site: place.site,
            upload: place.upload,
            asset_id: asset._id,
            asset_url: asset.url,
            type,
            size: asset.size,
            created_at: new Date().toISOString(),
          })
          .execute()
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
        .selectFrom('uploads')
        .select(['asset_url', 'size'])
        .where('name', '=', name)
        .where('site', '=', place.site)
        .where('upload', '=', place.upload)
        .executeTakeFirst()
      if (!row) return undefined
      return {
        size: Number(row.size),
        type,
        open: async () => {
          const response = await fetch(row.asset_url, {
            headers: { authorization: `Bearer ${settings.token}` },
          })
          if (!response.ok || !response.body)
            throw new Error(`Sanity answered ${response.status} for an upload`)
          // The DOM's and Node's stream types differ in name only.
          return Readable.fromWeb(response.body as NodeReadableStream)
        },
      }
    },
    async purgeUnreferenced(cutoff, isReferenced) {
      const db = await database()
      const old = await db
        .selectFrom('uploads')
        .select(['name', 'site', 'upload', 'asset_id'])
        .where('created_at', '<', new Date(cutoff).toISOString())
        .execute()
      let removed = 0
      for (const row of old) {
        if (isReferenced({ site: row.site, upload: row.upload }, row.name)) continue
        await db.deleteFrom('uploads').where('name', '=', row.name).execute()
        await deleteAssetUnlessShared(db, row.asset_id)
        removed += 1
      }
      return removed
    },
  }
}
