import { uploadStoreSettings } from '@travel/config'
import { submissionsDb } from '@/server/submissions/database'
import { databaseBytes } from './databaseBytes'
import { s3Bytes } from './s3Bytes'
import { keptUploads, type UploadStore } from './uploadStore'

let configured: { settings: string; store: UploadStore } | undefined

/**
 * This process's upload store, as the environment configures it (uploadStoreSettings): the
 * submissions database by default, a bucket with UPLOADS_STORE=s3; a ConfigError (the route
 * answers 503 and logs it) for a store that would not be private or shared.
 */
export function uploadStore(): UploadStore {
  const settings = uploadStoreSettings()
  const key = JSON.stringify(settings)
  if (configured?.settings !== key) {
    const bytes = settings.kind === 's3' ? s3Bytes(settings) : databaseBytes(submissionsDb)
    configured = { settings: key, store: keptUploads(submissionsDb, bytes) }
  }
  return configured.store
}
