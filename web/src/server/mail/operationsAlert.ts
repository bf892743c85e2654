import { getSite, type BrandId } from '@travel/config'
import type { SubmissionsDb } from '@/server/submissions/database'
import { storeSubmission } from '@/server/submissions/store'
import { escapeHtml, storedMailSchema, type StoredMail } from './storedMail'

/** The form kind and delivery target of a note to operations (a site's uploads nearly full). */
export const OPERATIONS_ALERT_KIND = 'operations-alert'
export const OPERATIONS_ALERT_TARGET = 'email.operations-alert'

/** What the outbox checks an operations alert's stored mail against before sending it. */
export const operationsAlertSchema = storedMailSchema

export type OperationsNote = {
  /** The site it is about; its brand's operations address (site settings) gets it. */
  siteId: string
  /** Once per key and site: the same key again stores nothing (say, a day's date). */
  key: string
  subject: string
  /** Paragraphs of plain text. */
  paragraphs: string[]
}

/**
 * Tells a brand's operations address something that needs a person, as a mail the outbox
 * delivers (stored first, retried like any delivery), once per key and site. Answers false, and
 * logs it, when the brand's site settings name no operations email.
 */
export async function alertOperations(
  db: SubmissionsDb,
  note: OperationsNote,
  operationsEmailOf: (brand: BrandId) => Promise<string | null | undefined>,
): Promise<boolean> {
  const site = getSite(note.siteId)
  if (!site) return false
  const to = await operationsEmailOf(site.brand)
  if (!to) {
    console.error(`No operations email in ${site.brand}'s site settings for: ${note.subject}`)
    return false
  }
  const mail: StoredMail = {
    to: [to],
    subject: note.subject,
    text: note.paragraphs.join('\n\n'),
    html: note.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  }
  await storeSubmission(db, {
    site: site.id,
    formKind: OPERATIONS_ALERT_KIND,
    payload: mail,
    targets: [OPERATIONS_ALERT_TARGET],
    idempotencyKey: note.key,
  })
  return true
}
