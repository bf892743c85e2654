import type { SubmissionsDb } from '@/server/submissions/database'
import { uploadStore } from './configuredUploadStore'
import type { UploadStore } from './uploadStore'

/** How long an upload waits for a submission to name it (the visitor is still filling the form). */
export const UNREFERENCED_UPLOAD_GRACE_MS = 24 * 60 * 60_000

/** An upload's URL inside a stored payload: its upload's name and its stored name. */
const UPLOAD_URL = /\/api\/uploads\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]{32}\.(?:pdf|docx?))/g

/** `site/upload/name` of every upload a kept (not yet purged) submission names. */
async function referencedUploads(db: SubmissionsDb): Promise<Set<string>> {
  const rows = await db
    .selectFrom('submissions')
    .select(['site', 'payload'])
    .where('purged_at', 'is', null)
    .where('payload', 'like', '%/api/uploads/%')
    .execute()
  const referenced = new Set<string>()
  for (const { site, payload } of rows)
    for (const [, upload, name] of payload.matchAll(UPLOAD_URL)) referenced.add(`${site}/${upload}/${name}`)
  return referenced
}

/**
 * Removes the uploads older than a day that no kept submission names: files sent with a form
 * never sent, half-received files, and the CVs of submissions whose values the retention purge
 * removed (a referenced CV lives as long as its submission's values: SUBMISSION_RETENTION_DAYS).
 * Runs with the retention purge (the outbox worker hourly, the cron route). Returns how many.
 */
export async function purgeUnreferencedUploads(
  db: SubmissionsDb,
  { now = new Date(), store = uploadStore() }: { now?: Date; store?: UploadStore } = {},
): Promise<number> {
  const referenced = await referencedUploads(db)
  return store.purgeUnreferenced(now.getTime() - UNREFERENCED_UPLOAD_GRACE_MS, ({ site, upload }, name) =>
    referenced.has(`${site}/${upload}/${name}`),
  )
}
