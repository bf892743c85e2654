import { uploadsQuotaAlertShare, uploadsSiteQuotaBytes, type Site } from '@travel/config'
import { operationsEmailQuery } from '@/content/queries'
import { fetchContent } from '@/server/content/source'
import { alertOperations } from '@/server/mail/operationsAlert'
import { submissionsDb } from '@/server/submissions/database'
import type { UploadDeclaration } from './declarations'
import type { UploadStore } from './uploadStore'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The day each site's operations address last heard of its uploads, per store, in this process. */
const alertedOn = new WeakMap<object, Map<string, string>>()

/**
 * Tells the brand's operations address, once a day per site, that its uploads take `used` bytes
 * of their quota: past it, applicants cannot upload (507). Once a day per process (the stored
 * mail's key makes it once a day over all servers). Never fails the upload it follows.
 */
async function alertNearlyFull(site: Site, used: number, quota: number): Promise<void> {
  if (used < quota * uploadsQuotaAlertShare()) return
  const day = new Date().toISOString().slice(0, 10)
  const db = await submissionsDb()
  const alerted = alertedOn.get(db) ?? new Map<string, string>()
  alertedOn.set(db, alerted)
  if (alerted.get(site.id) === day) return
  const share = Math.round((used / quota) * 100)
  const stored = await alertOperations(
    db,
    {
      siteId: site.id,
      key: `upload-quota:${day}`,
      subject: `Uploads on ${site.id} are ${share}% full`,
      paragraphs: [
        `The files uploaded on ${site.id} take ${megabytes(used)} of its ${megabytes(quota)} quota ` +
          `(UPLOADS_SITE_QUOTA_MB). Once it is full, applicants cannot upload a CV until files are purged.`,
        'A file no application names is purged within the hour; a sent application keeps its CV ' +
          'until its submission is purged (SUBMISSION_RETENTION_DAYS). If real applications fill it, ' +
          'raise UPLOADS_SITE_QUOTA_MB; if not, the server log names what was refused.',
      ],
    },
    (brand) => fetchContent(operationsEmailQuery, { brand }),
  ).catch((error: unknown) => {
    console.error(`Could not alert operations to ${site.id}'s uploads`, error)
    return false
  })
  if (stored) alerted.set(site.id, day)
}

/**
 * Whether a site's kept uploads leave room for `incoming` more bytes under its quota
 * (UPLOADS_SITE_QUOTA_MB), the last resort after each visitor's own allowance. A refusal is
 * logged, and operations hear of it (alertNearlyFull).
 */
export async function hasRoom(
  store: UploadStore,
  site: Site,
  upload: UploadDeclaration,
  incoming: number,
): Promise<boolean> {
  const quota = uploadsSiteQuotaBytes()
  const used = await store.usedBytes(site.id)
  if (used + incoming <= quota) return true
  console.error(
    `Refused an upload of ${upload.name} on ${site.id}: its uploads take ${used} bytes, ` +
      `and ${incoming} more would pass its quota of ${quota} (UPLOADS_SITE_QUOTA_MB)`,
  )
  await alertNearlyFull(site, used, quota)
  return false
}

/**
 * After an upload is kept: operations hear once the site's uploads pass
 * UPLOADS_QUOTA_ALERT_PERCENT of its quota.
 */
export async function alertWhenNearlyFull(store: UploadStore, site: Site): Promise<void> {
  await alertNearlyFull(site, await store.usedBytes(site.id), uploadsSiteQuotaBytes())
}
