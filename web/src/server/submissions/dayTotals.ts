import { sql, type Kysely, type Transaction } from 'kysely'
import { dayIn, getSite, siteOrBrandTimeZone } from '@travel/config'
import type { DeliveryStatus, SubmissionDayTotalsTable, SubmissionsDatabase } from './schema'

/**
 * Running totals of the store's submissions per site, form, campaign and day (issue 49): what the
 * Submissions tool's counts per day and its report of where enquiries came from add up, so that
 * a year of a million submissions is some 80,000 totals to read, not a million rows. Each total
 * counts one day twice over, as the two clocks the tool counts in read it: the site's own
 * (`site_day`, a filter of one site) and its brand's (`brand_day`, a filter of the whole brand).
 * The store adds to them in the transaction that stores the submission (store.ts). A text part a
 * submission has not (a form in code's ref, a visit without a campaign) is '' here, so that the
 * key is unique on both stores, where NULLs would not be.
 *
 * Beside the totals of what was received (`status` ''), a total per delivery status counts the
 * submissions that have at least one delivery in it now, as the tool's status filter reads
 * them: those move with the deliveries (statusTotals.ts), in the transactions that move them.
 * Retention removes a delivered submission's row a year on and leaves its totals: they count
 * what was received and delivered, which the report of a year past still shows.
 *
 * The days are of the zones in config when the total was added: a site's zone changed in config
 * takes a migration that rebuilds them (addUpStoredSubmissions), which config's zones test asks for.
 */
const KEY_COLUMNS = [
  'site',
  'status',
  'form_kind',
  'form_ref',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'site_day',
  'brand_day',
] as const

/** Which total a submission counts in: its key columns. */
export type DayTotalKey = Pick<SubmissionDayTotalsTable, (typeof KEY_COLUMNS)[number]>

/** What a submission row (or a group of them, by its hour) says of where its total is. */
type Counted = {
  site: string
  form_kind: string
  form_ref?: string | null
  utm_source?: string | null
  utm_medium?: string | null
  utm_campaign?: string | null
}

/**
 * The total a submission received at `at` (an ISO instant) counts in: of those received, or of
 * those with a delivery in `status`.
 */
export function dayTotalKey(row: Counted, at: string, status: DeliveryStatus | '' = ''): DayTotalKey {
  const site = getSite(row.site)
  const siteZone = site?.timeZone ?? 'UTC'
  const brandZone = site ? siteOrBrandTimeZone(site.brand) : 'UTC'
  return {
    site: row.site,
    status,
    form_kind: row.form_kind,
    form_ref: row.form_ref ?? '',
    utm_source: row.utm_source ?? '',
    utm_medium: row.utm_medium ?? '',
    utm_campaign: row.utm_campaign ?? '',
    site_day: dayIn(at, siteZone),
    brand_day: dayIn(at, brandZone),
  }
}

/** How many totals one statement adds to (a store's hours added up are tens of thousands). */
const TOTALS_PER_STATEMENT = 500

/**
 * Adds each count to its total, with the form's title as it was sent: a total keeps the greatest
 * title of its day, as the counts read from the rows do. Each key once.
 */
async function addToDayTotals(
  db: Kysely<SubmissionsDatabase> | Transaction<SubmissionsDatabase>,
  totals: readonly { key: DayTotalKey; title: string | null; count: number }[],
): Promise<void> {
  for (let start = 0; start < totals.length; start += TOTALS_PER_STATEMENT)
    await db
      .insertInto('submission_day_totals')
      .values(
        totals
          .slice(start, start + TOTALS_PER_STATEMENT)
          .map(({ key, title, count }) => ({ ...key, form_title: title, count })),
      )
      .onConflict((conflict) =>
        conflict.columns([...KEY_COLUMNS]).doUpdateSet({
          count: sql`submission_day_totals.count + excluded.count`,
          form_title: sql`case when excluded.form_title > coalesce(submission_day_totals.form_title, '')
          then excluded.form_title else submission_day_totals.form_title end`,
        }),
      )
      .execute()
}

/**
 * Day totals added up in memory (a batch of submissions, a store's hours, the moves of a
 * transaction), then added to the store's; a count may be less than 0.
 */
export class DayTotalsTally {
  private readonly totals = new Map<string, { key: DayTotalKey; title: string | null; count: number }>()

  add(key: DayTotalKey, title: string | null | undefined, count = 1): void {
    const id = JSON.stringify(KEY_COLUMNS.map((column) => key[column]))
    const total = this.totals.get(id) ?? this.totals.set(id, { key, title: null, count: 0 }).get(id)!
    total.count += count
    if ((title ?? '') > (total.title ?? '')) total.title = title ?? null
  }

  /** A submission being stored: received, and in each of its deliveries' statuses. */
  addStored(
    submission: Counted & { created_at: string; form_title?: string | null },
    deliveries: readonly { status: DeliveryStatus }[],
  ): void {
    const title = submission.form_title
    this.add(dayTotalKey(submission, submission.created_at), title)
    for (const status of new Set(deliveries.map((delivery) => delivery.status)))
      this.add(dayTotalKey(submission, submission.created_at, status), title)
  }

  /**
   * Adds the tally to the store's totals, in the order of their keys: two transactions adding to
   * the same totals take their rows' locks in the same order (PostgreSQL), and cannot deadlock.
   */
  async addTo(db: Kysely<SubmissionsDatabase> | Transaction<SubmissionsDatabase>): Promise<void> {
    const ids = [...this.totals.keys()].sort()
    await addToDayTotals(
      db,
      ids.map((id) => this.totals.get(id)!).filter(({ count }) => count !== 0),
    )
  }
}

/**
 * Adds up the submissions already stored, afresh (the migration that makes the totals, or one
 * that rebuilds them for a changed zone), a site at a time, so that a million submissions' hours
 * are not all in memory at once: the store groups them per hour, and the hours fall in their
 * days here (every site's zone is a whole number of hours from UTC). A submission's statuses are
 * counted from its deliveries, each status once.
 */
export async function addUpStoredSubmissions(db: Kysely<SubmissionsDatabase>): Promise<void> {
  await db.deleteFrom('submission_day_totals').execute()
  const sites = await db.selectFrom('submissions').select('site').distinct().execute()
  for (const { site } of sites) await addUpSite(db, site)
}

async function addUpSite(db: Kysely<SubmissionsDatabase>, site: string): Promise<void> {
  const received = await db
    .selectFrom('submissions')
    .where('site', '=', site)
    .select((eb) => [
      'site',
      'form_kind',
      'form_ref',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      eb.fn.max('form_title').as('title'),
      eb.fn<string>('substr', ['created_at', eb.val(1), eb.val(13)]).as('hour'),
      eb.fn.countAll<string | number>().as('count'),
    ])
    .groupBy(['site', 'form_kind', 'form_ref', 'utm_source', 'utm_medium', 'utm_campaign', 'hour'])
    .execute()
  const inStatus = await db
    .selectFrom('deliveries')
    .innerJoin('submissions', 'submissions.id', 'deliveries.submission_id')
    .where('submissions.site', '=', site)
    .select((eb) => [
      'submissions.site as site',
      'submissions.form_kind as form_kind',
      'submissions.form_ref as form_ref',
      'submissions.utm_source as utm_source',
      'submissions.utm_medium as utm_medium',
      'submissions.utm_campaign as utm_campaign',
      'deliveries.status as status',
      eb.fn.max('submissions.form_title').as('title'),
      eb.fn<string>('substr', ['submissions.created_at', eb.val(1), eb.val(13)]).as('hour'),
      eb.fn.count<string | number>('submissions.id').distinct().as('count'),
    ])
    .groupBy([
      'submissions.site',
      'submissions.form_kind',
      'submissions.form_ref',
      'submissions.utm_source',
      'submissions.utm_medium',
      'submissions.utm_campaign',
      'deliveries.status',
      'hour',
    ])
    .execute()
  const tally = new DayTotalsTally()
  for (const group of received)
    tally.add(dayTotalKey(group, `${group.hour}:00:00Z`), group.title, Number(group.count))
  for (const group of inStatus)
    tally.add(dayTotalKey(group, `${group.hour}:00:00Z`, group.status), group.title, Number(group.count))
  await tally.addTo(db)
}
