import { sql, type Kysely, type Transaction } from 'kysely'
import { dayIn, getSite, siteOrBrandTimeZone } from '@travel/config'
import type { SubmissionDayTotalsTable, SubmissionsDatabase } from './schema'

/**
 * Running totals of the store's submissions per site, form, campaign and day (issue 49): what the
 * Submissions tool's counts per day and its report of where enquiries came from add up, so that
 * a year of a million submissions is some 80,000 totals to read, not a million rows. Each total
 * counts one day twice over, as the two clocks the tool counts in read it: the site's own
 * (`site_day`, a filter of one site) and its brand's (`brand_day`, a filter of the whole brand).
 * The store adds to them in the transaction that stores the submission (store.ts); submissions
 * are never deleted (retention purges their payload, not the row), so totals only grow. A text
 * part a submission has not (a form in code's ref, a visit without a campaign) is '' here, so that
 * the key is unique on both stores, where NULLs would not be.
 *
 * The days are of the zones in config when the total was added: a site's zone changed in config
 * takes a migration that rebuilds them (addUpStoredSubmissions), which config's zones test asks for.
 */
const KEY_COLUMNS = [
  'site',
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

/** The total a submission received at `at` (an ISO instant) counts in. */
export function dayTotalKey(row: Counted, at: string): DayTotalKey {
  const site = getSite(row.site)
  const siteZone = site?.timeZone ?? 'UTC'
  const brandZone = site ? siteOrBrandTimeZone(site.brand) : 'UTC'
  return {
    site: row.site,
    form_kind: row.form_kind,
    form_ref: row.form_ref ?? '',
    utm_source: row.utm_source ?? '',
    utm_medium: row.utm_medium ?? '',
    utm_campaign: row.utm_campaign ?? '',
    site_day: dayIn(at, siteZone),
    brand_day: dayIn(at, brandZone),
  }
}

/**
 * Adds `count` submissions to their total, with the form's title as it was sent: a total keeps
 * the greatest title of its day, as the counts read from the rows do.
 */
export async function addToDayTotal(
  db: Kysely<SubmissionsDatabase> | Transaction<SubmissionsDatabase>,
  key: DayTotalKey,
  title: string | null,
  count = 1,
): Promise<void> {
  await db
    .insertInto('submission_day_totals')
    .values({ ...key, form_title: title, count })
    .onConflict((conflict) =>
      conflict.columns([...KEY_COLUMNS]).doUpdateSet({
        count: sql`submission_day_totals.count + excluded.count`,
        form_title: sql`case when excluded.form_title > coalesce(submission_day_totals.form_title, '')
          then excluded.form_title else submission_day_totals.form_title end`,
      }),
    )
    .execute()
}

/** Day totals added up in memory (a batch of submissions, a store's hours), then added to the store's. */
export class DayTotalsTally {
  private readonly totals = new Map<string, { key: DayTotalKey; title: string | null; count: number }>()

  add(key: DayTotalKey, title: string | null | undefined, count = 1): void {
    const id = JSON.stringify(KEY_COLUMNS.map((column) => key[column]))
    const total = this.totals.get(id) ?? this.totals.set(id, { key, title: null, count: 0 }).get(id)!
    total.count += count
    if ((title ?? '') > (total.title ?? '')) total.title = title ?? null
  }

  async addTo(db: Kysely<SubmissionsDatabase> | Transaction<SubmissionsDatabase>): Promise<void> {
    for (const { key, title, count } of this.totals.values()) await addToDayTotal(db, key, title, count)
  }
}

/**
 * Adds up the submissions already stored, afresh (the migration that makes the totals, or one
 * that rebuilds them for a changed zone): the store groups them per hour, and the hours fall in
 * their days here (every site's zone is a whole number of hours from UTC).
 */
export async function addUpStoredSubmissions(db: Kysely<SubmissionsDatabase>): Promise<void> {
  await db.deleteFrom('submission_day_totals').execute()
  const groups = await db
    .selectFrom('submissions')
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
  const tally = new DayTotalsTally()
  for (const group of groups)
    tally.add(dayTotalKey(group, `${group.hour}:00:00Z`), group.title, Number(group.count))
  await tally.addTo(db)
}
