import { randomUUID } from 'node:crypto'
import { array, object, string, type ObjectSchema } from 'yup'
import { getSite, readableMoment, sitesOfBrand, type BrandId } from '@travel/config'
import { plainError } from '@/server/submissions/plainError'
import { visitorOf } from '@/server/submissions/visitor'
import { durableTransaction, isPostgres, type SubmissionsDb } from '@/server/submissions/database'
import { DayTotalsTally } from '@/server/submissions/dayTotals'
import { escapeHtml, type StoredMail } from './storedMail'

/** The form kind and delivery target of an alert: its own failure never alerts again. */
export const FAILURE_ALERT_KIND = 'failure-alert'
export const FAILURE_ALERT_TARGET = 'email.failure-alert'

/** One delivery that failed for good, as the operations address reads it: no visitor data but a name and email. */
export type FailureNote = {
  deliveryId: string
  submissionId: string
  site: string
  form: string
  target: string
  receivedAt: string
  failedAt: string
  lastError: string
  name?: string
  email?: string
  link?: string
}

/** An alert's payload: every failure of the brand in one window, and where they are reported. */
export type FailureAlert = { brand: string; to: string; failures: FailureNote[] }

const noteSchema: ObjectSchema<FailureNote> = object({
  deliveryId: string().required(),
  submissionId: string().required(),
  site: string().required(),
  form: string().required(),
  target: string().required(),
  receivedAt: string().required(),
  failedAt: string().required(),
  lastError: string().defined(),
  name: string().optional(),
  email: string().optional(),
  link: string().optional(),
}).strict()

/** What the outbox checks an alert's stored payload against before sending it. */
export const failureAlertSchema: ObjectSchema<FailureAlert> = object({
  brand: string().required(),
  to: string().required(),
  failures: array(noteSchema.required()).required(),
}).strict()

export type FailedDelivery = {
  deliveryId: string
  submissionId: string
  target: string
  lastError: string
  failedAt: string
}

export type AlertOptions = {
  /** The brand's operations address (site settings); no alert without one. */
  operationsEmailOf: (brand: BrandId) => Promise<string | null | undefined>
  /** How long an alert collects failures before it is sent: a burst gives one digest. */
  windowMs: number
  /** The Studio's URL, for a link to each submission (SANITY_STUDIO_URL). */
  studioUrl?: string
}

async function noteOf(db: SubmissionsDb, failed: FailedDelivery, studioUrl: string | undefined) {
  const submission = await db
    .selectFrom('submissions')
    .select(['id', 'site', 'form_kind', 'payload', 'created_at'])
    .where('id', '=', failed.submissionId)
    .executeTakeFirst()
  if (!submission || submission.form_kind === FAILURE_ALERT_KIND) return undefined
  const site = getSite(submission.site)
  if (!site) return undefined
  const payload: unknown = JSON.parse(submission.payload)
  const stated = (payload as { title?: unknown } | null)?.title
  const title = typeof stated === 'string' && stated.trim() ? stated.trim() : undefined
  const note: FailureNote = {
    ...failed,
    site: submission.site,
    form: title ? `${title} (${submission.form_kind})` : submission.form_kind,
    receivedAt: submission.created_at,
    ...visitorOf(payload),
  }
  if (studioUrl)
    note.link = `${studioUrl.replace(/\/$/, '')}/${site.brand}/submissions?id=${encodeURIComponent(submission.id)}`
  return { note, brand: site.brand }
}

/**
 * Records a delivery that failed for good in its brand's alert. An alert not yet tried collects
 * the failures of its window; the first failure after it opens a new one, due when its window
 * ends. So a burst gives one digest, and an alert is never changed once an attempt read it.
 */
export async function recordFailure(
  db: SubmissionsDb,
  failed: FailedDelivery,
  options: AlertOptions,
  now = new Date(),
): Promise<'added' | 'opened' | 'skipped'> {
  if (failed.target === FAILURE_ALERT_TARGET) return 'skipped'
  const found = await noteOf(db, failed, options.studioUrl)
  if (!found) return 'skipped'
  const { note, brand } = found
  const to = await options.operationsEmailOf(brand)
  if (!to) {
    console.error(
      `Outbox: no operations email in ${brand}'s site settings; no alert for delivery ${failed.deliveryId}`,
    )
    return 'skipped'
  }
  const siteIds = sitesOfBrand(brand).map((site) => site.id)
  return durableTransaction(db, async (trx) => {
    let open = trx
      .selectFrom('deliveries')
      .innerJoin('submissions', 'submissions.id', 'deliveries.submission_id')
      .select(['submissions.id as id', 'submissions.payload as payload'])
      .where('submissions.form_kind', '=', FAILURE_ALERT_KIND)
      .where('submissions.site', 'in', siteIds)
      .where('deliveries.status', '=', 'pending')
      .where('deliveries.attempts', '=', 0)
      .where('deliveries.locked_until', 'is', null)
      .where('deliveries.next_attempt_at', '>', now.toISOString())
    if (isPostgres(db)) open = open.forUpdate()
    const alert = await open.executeTakeFirst()
    if (alert) {
      const payload = JSON.parse(alert.payload) as FailureAlert
      payload.failures.push(note)
      await trx
        .updateTable('submissions')
        .set({ payload: JSON.stringify(payload) })
        .where('id', '=', alert.id)
        .execute()
      return 'added' as const
    }
    const id = randomUUID()
    const at = now.toISOString()
    const due = new Date(now.getTime() + options.windowMs).toISOString()
    const payload: FailureAlert = { brand, to, failures: [note] }
    const opened = {
      id,
      site: note.site,
      form_kind: FAILURE_ALERT_KIND,
      payload: JSON.stringify(payload),
      created_at: at,
      idempotency_key: null,
    }
    const delivery = {
      id: randomUUID(),
      submission_id: id,
      site: note.site,
      submitted_at: at,
      target: FAILURE_ALERT_TARGET,
      status: 'pending' as const,
      next_attempt_at: due,
      // Its retry period starts when it is first due, at the end of its window.
      retry_since: due,
      locked_until: null,
      last_error: null,
      delivered_at: null,
    }
    await trx.insertInto('submissions').values(opened).execute()
    await trx.insertInto('deliveries').values(delivery).execute()
    // Counted as the store counts what it stores (the Submissions tool's counts leave alerts out).
    const totals = new DayTotalsTally()
    totals.addStored(opened, [delivery])
    await totals.addTo(trx)
    return 'opened' as const
  })
}

/**
 * A failure as the alert's reader needs it: times in the site's clock, labelled with its zone, and
 * the error in the words the Studio uses (plainError), with the raw text after it for a developer.
 */
function lines(note: FailureNote): string[] {
  const timeZone = getSite(note.site)?.timeZone ?? 'UTC'
  const plain = plainError(note.lastError, note.target)
  return [
    `Form: ${note.form}`,
    `Site: ${note.site}`,
    `Received: ${readableMoment(note.receivedAt, timeZone)}`,
    `Failed: ${readableMoment(note.failedAt, timeZone)} (to ${note.target})`,
    `Visitor: ${[note.name, note.email].filter(Boolean).join(', ') || 'unknown'}`,
    `What went wrong: ${plain ?? 'unknown'}`,
    `For a developer: ${note.lastError}`,
    ...(note.link ? [`In the Studio: ${note.link}`] : [`Submission: ${note.submissionId}`]),
  ]
}

/** The alert's mail: one section per failed delivery. */
export function failureAlertMail(alert: FailureAlert): StoredMail {
  const count = alert.failures.length
  const subject = `${count} ${count === 1 ? 'submission' : 'submissions'} could not be delivered (${alert.brand})`
  const intro =
    'These submissions were retried until their retry period ended, and are kept for someone to retry.'
  const text = [intro, ...alert.failures.map((note) => lines(note).join('\n'))].join('\n\n')
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...alert.failures.map(
      (note) =>
        `<ul>${lines(note)
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('')}</ul>`,
    ),
  ].join('\n')
  return { to: [alert.to], subject, text, html }
}
