import type { SubmissionsDb } from '@/server/submissions/database'
import { isStoredUploadName } from '@/forms/rules/storedUploadName'
import { uploadStore } from './configuredUploadStore'
import { uploadDeclarations, type UploadDeclaration } from './declarations'
import type { UploadStore } from './uploadStore'

/**
 * How long an upload waits for a submission to name it (the visitor is still filling the form):
 * with the purge every quarter of an hour (worker.ts), a file no submission claims is gone
 * within the hour, so a flood of files nobody sends holds the site's quota no longer.
 */
export const UNREFERENCED_UPLOAD_GRACE_MS = 30 * 60_000

/** The stored name a kept payload's field names: the URL the form's route built from it. */
function storedNameIn(value: unknown, upload: UploadDeclaration): string | undefined {
  if (typeof value !== 'string') return undefined
  let path: string
  try {
    path = new URL(value).pathname
  } catch {
    return undefined
  }
  const prefix = `/api/uploads/${upload.name}/`
  const name = path.slice(prefix.length)
  return path.startsWith(prefix) && isStoredUploadName(name) ? name : undefined
}

/**
 * `site/upload/name` of every upload a kept (not yet purged) submission names in the field that
 * declared it (the career form's `document`): a URL pasted in any other field keeps nothing.
 */
async function referencedUploads(db: SubmissionsDb): Promise<Set<string>> {
  const referenced = new Set<string>()
  for (const upload of uploadDeclarations) {
    const rows = await db
      .selectFrom('submissions')
      .select(['site', 'payload'])
      .where('purged_at', 'is', null)
      .where('form_kind', '=', upload.keptBy.formKind)
      .execute()
    for (const { site, payload } of rows) {
      const values: unknown = JSON.parse(payload)
      if (typeof values !== 'object' || values === null) continue
      const name = storedNameIn((values as Record<string, unknown>)[upload.keptBy.field], upload)
      if (name) referenced.add(`${site}/${upload.name}/${name}`)
    }
  }
  return referenced
}

/**
 * Removes the uploads older than half an hour that no kept submission names: files sent with a form
 * never sent, half-received files, and the CVs of submissions whose values the retention purge
 * removed (a referenced CV lives as long as its submission's values: SUBMISSION_RETENTION_DAYS),
 * bytes and all. Runs with the retention purge (the outbox worker every 15 minutes, the cron route).
 * Returns how many.
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
