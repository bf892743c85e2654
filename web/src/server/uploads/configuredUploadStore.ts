import { uploadStoreSettings } from '@travel/config'
import { submissionsDb } from '@/server/submissions/database'
import { folderStore } from './folderStore'
import { sanityAssetStore } from './sanityAssetStore'
import type { UploadStore } from './uploadStore'

let sanity: { token: string; store: UploadStore } | undefined

/** This process's upload store, as the environment configures it (uploadStoreSettings). */
export function uploadStore(): UploadStore {
  const settings = uploadStoreSettings()
  if (settings.kind === 'folder') return folderStore()
  if (sanity?.token !== settings.token) {
    sanity = { token: settings.token, store: sanityAssetStore(settings, submissionsDb) }
  }
  return sanity.store
}
