import { uploadsQuotaAlertShare, uploadsSiteQuotaBytes, type Site } from '@travel/config'
import { operationsEmailQuery } from '@/content/queries'
import { fetchContent } from '@/server/content/source'
import { alertOperations } from '@/server/mail/operationsAlert'
import { submissionsDb } from '@/server/submissions/database'
import type { UploadDeclaration } from './declarations'
import type { UploadStore } from './uploadStore'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * Tells the brand's operations address, once a day per site, that its uploads take `used` bytes
 * of their quota: past it, applicants cannot upload (507). Never fails the upload it follows.
 */
async function alertNearlyFull(site: Site, used: number, quota: number): Promise<void> {
  const day = new Date().toISOString().slice(0, 10)
  const share = Math.round((used / quota) * 100)
  await alertOperations(
    await submissionsDb(),
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
  ).catch((error: unknown) => console.error(`Could not alert operations to ${site.id}'s uploads`, error))
}

/**
 * Whether a site's kept uploads leave room for `incoming` more bytes under its quota
 * (UPLOADS_SITE_QUOTA_MB), the last resort after each visitor's own allowance. Operations hear
 * of it once uploads pass UPLOADS_QUOTA_ALERT_PERCENT of the quota; a refusal is logged too.
 */
export async function hasRoom(
  store: UploadStore,
  site: Site,
  upload: UploadDeclaration,
  incoming: number,
): Promise<boolean> {
  const quota = uploadsSiteQuotaBytes()
  const used = await store.usedBytes(site.id)
  const room = used + incoming <= quota
  if (used + incoming >= quota * uploadsQuotaAlertShare()) await alertNearlyFull(site, used + incoming, quota)
  if (room) return true
  console.error(
    `Refused an upload of ${upload.name} on ${site.id}: its uploads take ${used} bytes, ` +
      `and ${incoming} more would pass its quota of ${quota} (UPLOADS_SITE_QUOTA_MB)`,
  )
  return false
}
