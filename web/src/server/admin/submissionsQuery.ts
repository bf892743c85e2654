import { sql, type SqlBool } from 'kysely'
import {
  dayIn,
  getSite,
  nextDay,
  siteOrBrandTimeZone,
  sitesOfBrand,
  startOfDay,
  type BrandId,
} from '@travel/config'
import { isPostgres, type SubmissionsDb } from '@/server/submissions/database'
import { findVisitors, visitorMatches, type VisitorSearch } from './visitorSearch'
import {
  isFewStatus,
  STATUS_BATCH,
  submissionsWithStatus,
  type FewStatus,
  type ListCursor,
} from './waitingOrFailed'
import { DELIVERY_STATUSES, type DeliveryStatus } from '@/server/submissions/schema'
import { validAttribution } from '@/forms/attribution/schema'
import { FAILURE_ALERT_KIND } from '@/server/mail/failureAlerts'
import { OPERATIONS_ALERT_KIND } from '@/server/mail/operationsAlert'
import { CMS_FORM_KIND, formFilterValue, formTitle, labelledFields, parseFormFilterValue } from './formNames'
import { withDeliveryHistory, type SubmissionDetailView } from './deliveryHistoryView'
import { plainError } from '@/server/submissions/plainError'
import type { SubmissionView } from './submissionView'
import { queryValue, type RequestQuery } from '@/server/http/queryValue'

export const PAGE_SIZE = 50
/**
 * The list counts its matches up to this many (20 pages) and says "more" past it: counting a
 * million rows for a header costs more than the page itself (docs/performance.md, "Scale").
 */
export const COUNT_CAP = 1_000

/** What the Studio's tool filters by; the brand always, the rest when given. */
export type SubmissionsFilter = {
  brand: BrandId
  site?: string
  /** A kind of form (`contact`), or one CMS form (`cms-form:<id>`: formFilterValue). */
  form?: string
  /** Submissions with at least one delivery in this state. */
  status?: DeliveryStatus
  /** Received at or after / before these ISO times. */
  from?: string
  to?: string
  /** Part of the visitor's name or email, in any case. */
  search?: string
  /** The visit's utm_source / utm_campaign, exactly. */
  source?: string
  campaign?: string
  /**
   * Visitors' submissions (the default), or the alerts to operations stored beside them (failure
   * and operations alerts): never both, so alerts stay out of the list, the counts and the CSV.
   */
  alerts?: boolean
}

/** The form kinds of the alerts to operations: the Alerts tab's, no one's enquiries. */
export const ALERT_KINDS = [FAILURE_ALERT_KIND, OPERATIONS_ALERT_KIND]

/**
 * The clock a filter's days are in: its site's, or with every site of the brand the brand's
 * (config's siteOrBrandTimeZone). The tool's From and To, and its days of counts, are days of it.
 */
export function filterTimeZone(filter: Pick<SubmissionsFilter, 'brand' | 'site'>): string {
  return siteOrBrandTimeZone(filter.brand, filter.site)
}

/**
 * An ISO time as stored. A bare day is a day of the filter's clock (filterTimeZone): `from` its
 * first moment, `to` the first moment of the next day, so that it includes the whole day.
 */
function isoBound(value: string | undefined, end: boolean, timeZone: string): string | undefined | null {
  if (value === undefined) return undefined
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const starts = startOfDay(end ? nextDay(value) : value, timeZone)
    return Number.isNaN(starts) ? null : new Date(starts).toISOString()
  }
  const time = new Date(value)
  return Number.isNaN(time.getTime()) ? null : time.toISOString()
}

/** The filter of a request's query string, or the message of what is wrong in it. */
export function parseFilter(brand: BrandId, query: RequestQuery): SubmissionsFilter | string {
  const filter: SubmissionsFilter = { brand }
  const site = queryValue(query, 'site')
  if (site) {
    if (!sitesOfBrand(brand).some(({ id }) => id === site)) return `site ${site} is not a site of ${brand}`
    filter.site = site
  }
  const form = queryValue(query, 'form')
  if (form) filter.form = form
  const search = queryValue(query, 'search')
  if (search) filter.search = search
  const source = queryValue(query, 'source')
  if (source) filter.source = source
  const campaign = queryValue(query, 'campaign')
  if (campaign) filter.campaign = campaign
  const kind = queryValue(query, 'kind')
  if (kind && kind !== 'alerts' && kind !== 'submissions') return 'kind must be submissions or alerts'
  if (kind === 'alerts') filter.alerts = true
  const status = queryValue(query, 'status')
  if (status) {
    if (!DELIVERY_STATUSES.includes(status as DeliveryStatus))
      return 'status must be pending, delivered or failed'
    filter.status = status as DeliveryStatus
  }
  const timeZone = filterTimeZone(filter)
  const from = isoBound(queryValue(query, 'from'), false, timeZone)
  const to = isoBound(queryValue(query, 'to'), true, timeZone)
  if (from === null || to === null) return 'from and to must be ISO dates or times'
  if (from) filter.from = from
  if (to) filter.to = to
  return filter
}

export type { ListCursor }

/** Which page of the list: the one after (older than) a cursor, or before (newer than) one; the first without. */
export type ListPosition = { older?: ListCursor; newer?: ListCursor }

/** A cursor as the API writes it: `<ISO time>_<id>`. */
export function cursorText({ createdAt, id }: ListCursor): string {
  return `${createdAt}_${id}`
}

function parseCursor(text: string): ListCursor | null {
  const at = text.indexOf('_')
  const createdAt = text.slice(0, at)
  const id = text.slice(at + 1)
  return at > 0 && id && !Number.isNaN(Date.parse(createdAt)) ? { createdAt, id } : null
}

/** The page a request's `older` or `newer` cursor asks for (the first without), or what is wrong in it. */
export function parsePosition(query: RequestQuery): ListPosition | string {
  const older = queryValue(query, 'older')
  const newer = queryValue(query, 'newer')
  if (older && newer) return 'give older or newer, not both'
  const text = older ?? newer
  if (!text) return {}
  const cursor = parseCursor(text)
  if (!cursor) return `${older ? 'older' : 'newer'} must be a cursor the list gave`
  return older ? { older: cursor } : { newer: cursor }
}

/** A filter whose search has been looked up in the trigram index (visitorSearch.ts). */
type SearchedFilter = Omit<SubmissionsFilter, 'search'> & { search?: VisitorSearch }

async function searched(db: SubmissionsDb, filter: SubmissionsFilter): Promise<SearchedFilter> {
  const { search, ...rest } = filter
  return search ? { ...rest, search: await findVisitors(db, search) } : rest
}

/** The sites a filter names: its site, or every site of its brand. */
const sitesOf = (filter: Pick<SubmissionsFilter, 'brand' | 'site'>) =>
  filter.site ? [filter.site] : sitesOfBrand(filter.brand).map(({ id }) => id)

/**
 * A submission's id is one of `ids`: one parameter however many there are (a JSON array on
 * SQLite, an array on PostgreSQL), so a batch's query is the same statement whatever its length,
 * prepared once, and building it costs nothing per id.
 */
function idIn(db: SubmissionsDb, ids: readonly string[]) {
  return isPostgres(db)
    ? sql<SqlBool>`submissions.id = any(${[...ids]})`
    : sql<SqlBool>`submissions.id in (select value from json_each(${JSON.stringify(ids)}))`
}

/**
 * The filter's submissions, among `ids` when given; `anyKind` for one looked up by id, an alert
 * or not.
 */
function matching(db: SubmissionsDb, filter: SearchedFilter, anyKind = false, ids?: readonly string[]) {
  const siteIds = sitesOf(filter)
  const { search } = filter
  // A search's few matches, and the ids given, are read by id, not down a site's index: SQLite's
  // planner, which has no statistics, would walk that index and test every row of the site.
  const site =
    search?.ids || ids ? sql<string>`(submissions.site || '')` : sql.ref<string>('submissions.site')
  let query = db.selectFrom('submissions').where(site, 'in', siteIds)
  if (ids) query = query.where(idIn(db, ids))
  if (filter.form) {
    const { kind, ref } = parseFormFilterValue(filter.form)
    query = query.where('submissions.form_kind', '=', kind)
    if (ref) query = query.where('submissions.form_ref', '=', ref)
  }
  if (!anyKind) query = query.where('submissions.form_kind', filter.alerts ? 'in' : 'not in', ALERT_KINDS)
  if (filter.from) query = query.where('submissions.created_at', '>=', filter.from)
  if (filter.to) query = query.where('submissions.created_at', '<', filter.to)
  if (filter.source) query = query.where('submissions.utm_source', '=', filter.source)
  if (filter.campaign) query = query.where('submissions.utm_campaign', '=', filter.campaign)
  if (search?.ids) query = query.where(idIn(db, search.ids))
  else if (search) query = query.where(visitorMatches(search.text))
  const { status } = filter
  if (status === 'delivered') {
    // Nearly every delivery: each row is checked as it is read, and the reading stops early.
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('deliveries')
          .select('deliveries.id')
          .whereRef('deliveries.submission_id', '=', 'submissions.id')
          .where('deliveries.status', '=', status),
      ),
    )
  } else if (status) {
    // Few deliveries wait or failed: their submissions are found from them (byStatus), and read here by id.
    throw new Error(`Submissions ${status} are read through byStatus, not matched row by row`)
  }
  return query
}

/**
 * The deliveries a count of the waiting or failed reads at once (the list's page reads
 * STATUS_BATCH): a count reads on to its cap, or to the last, and each batch is two queries.
 */
const COUNT_BATCH = 5_000

/**
 * The filter's submissions with a delivery in a few-status, a batch at a time, each site's in the
 * list's order (waitingOrFailed.ts): `read` reads each batch by id, with the rest of the filter
 * (its rows, or what they add up to).
 */
async function* byStatus<Read>(
  db: SubmissionsDb,
  filter: SearchedFilter & { status: FewStatus },
  read: (filter: SearchedFilter, ids: readonly string[]) => Promise<Read>,
  {
    beyond,
    oldestFirst,
    sites = sitesOf(filter),
    batchSize = STATUS_BATCH,
  }: { beyond?: ListCursor; oldestFirst?: boolean; sites?: string[]; batchSize?: number } = {},
): AsyncGenerator<{ ids: string[]; found: Read }> {
  const { status, from, to } = filter
  for (const site of sites) {
    const walk = { status, site, from, to, beyond, oldestFirst }
    for await (const places of submissionsWithStatus(db, walk, batchSize)) {
      const ids = places.map(({ id }) => id)
      yield { ids, found: await read({ ...filter, site, status: undefined }, ids) }
    }
  }
}

type SubmissionRow = {
  id: string
  site: string
  form_kind: string
  created_at: string
  payload: string
  purged_at: string | null
  attribution: string | null
  form_ref: string | null
  form_title: string | null
  field_labels: string | null
  visitor_name: string | null
  visitor_email: string | null
  utm_source: string | null
  utm_campaign: string | null
}

/** A stored JSON column, or null when it is empty or not JSON. */
function parsedJson(text: string | null): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function labelsOf(text: string | null): Record<string, string> | null {
  const labels = parsedJson(text)
  if (!labels || typeof labels !== 'object' || Array.isArray(labels)) return null
  return Object.fromEntries(
    Object.entries(labels).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** What a submission sent, as stored; null once purged. */
function valuesOf(row: Pick<SubmissionRow, 'payload' | 'purged_at'>): unknown {
  return row.purged_at ? null : JSON.parse(row.payload)
}

async function withDeliveries(db: SubmissionsDb, rows: SubmissionRow[]): Promise<SubmissionView[]> {
  const ids = rows.map(({ id }) => id)
  const deliveries = ids.length
    ? await db
        .selectFrom('deliveries')
        .select([
          'id',
          'submission_id',
          'target',
          'status',
          'attempts',
          'last_error',
          'delivered_at',
          'next_attempt_at',
        ])
        .where('submission_id', 'in', ids)
        .orderBy('target')
        .orderBy('id')
        .execute()
    : []
  return rows.map((row) => {
    const values = valuesOf(row)
    return {
      id: row.id,
      site: row.site,
      form: row.form_kind,
      formTitle: formTitle(row.form_kind, row.form_title),
      formFilter: formFilterValue(row.form_kind, row.form_ref),
      receivedAt: row.created_at,
      name: row.visitor_name,
      email: row.visitor_email,
      source: row.utm_source,
      campaign: row.utm_campaign,
      timeZone: getSite(row.site)?.timeZone ?? 'UTC',
      purged: row.purged_at !== null,
      purgedAt: row.purged_at,
      values,
      fields: labelledFields(row.form_kind, values, labelsOf(row.field_labels)),
      attribution: row.purged_at ? null : validAttribution(parsedJson(row.attribution)),
      deliveries: deliveries
        .filter((delivery) => delivery.submission_id === row.id)
        .map((delivery) => ({
          id: delivery.id,
          target: delivery.target,
          status: delivery.status,
          attempts: Number(delivery.attempts),
          lastError: delivery.last_error,
          lastErrorPlain: plainError(delivery.last_error, delivery.target),
          deliveredAt: delivery.delivered_at,
          nextAttemptAt: delivery.next_attempt_at,
        })),
    }
  })
}

function rowsOf(db: SubmissionsDb, filter: SearchedFilter, anyKind = false, ids?: readonly string[]) {
  return matching(db, filter, anyKind, ids).select([
    'submissions.id as id',
    'submissions.site as site',
    'submissions.form_kind as form_kind',
    'submissions.created_at as created_at',
    'submissions.payload as payload',
    'submissions.purged_at as purged_at',
    'submissions.attribution as attribution',
    'submissions.form_ref as form_ref',
    'submissions.form_title as form_title',
    'submissions.field_labels as field_labels',
    'submissions.visitor_name as visitor_name',
    'submissions.visitor_email as visitor_email',
    'submissions.utm_source as utm_source',
    'submissions.utm_campaign as utm_campaign',
  ])
}

export type SubmissionsPage = {
  submissions: SubmissionView[]
  pageSize: number
  /** How many match, counted up to COUNT_CAP: `totalCapped` when there are more. */
  total: number
  totalCapped: boolean
  /** The cursors of the pages either side (`older=`, `newer=`), null at either end of the list. */
  older: string | null
  newer: string | null
}

/**
 * One page of the filter's rows beyond a cursor, in the list's order (newest first), with whether
 * more lie beyond it. Each site is read on its own, down its index (site, created_at, id), and the
 * pages merged: a query over several sites at once sorts every match to find the newest fifty.
 */
async function pageOfRows(
  db: SubmissionsDb,
  filter: SearchedFilter,
  position: ListPosition,
  pageSize: number,
): Promise<{ rows: SubmissionRow[]; more: boolean }> {
  const cursor = position.older ?? position.newer
  const towardsNewer = Boolean(position.newer)
  const order = towardsNewer ? 'asc' : 'desc'
  const { status } = filter
  const perSite = await Promise.all(
    sitesOf(filter).map((site) => {
      if (isFewStatus(status))
        return sitePageByStatus(db, { ...filter, status }, site, cursor, towardsNewer, pageSize + 1)
      let query = rowsOf(db, { ...filter, site })
      if (cursor)
        query = query.where((eb) =>
          eb(
            eb.refTuple('submissions.created_at', 'submissions.id'),
            towardsNewer ? '>' : '<',
            eb.tuple(cursor.createdAt, cursor.id),
          ),
        )
      return query
        .orderBy('submissions.created_at', order)
        .orderBy('submissions.id', order)
        .limit(pageSize + 1)
        .execute()
    }),
  )
  const sign = towardsNewer ? 1 : -1
  const merged = perSite
    .flat()
    .sort((a, b) => sign * (a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)))
  const rows = merged.slice(0, pageSize)
  return { rows: towardsNewer ? rows.reverse() : rows, more: merged.length > pageSize }
}

/** Up to `atMost` of one site's rows beyond a cursor with a delivery in a few-status, in the list's order. */
async function sitePageByStatus(
  db: SubmissionsDb,
  filter: SearchedFilter & { status: FewStatus },
  site: string,
  beyond: ListCursor | undefined,
  oldestFirst: boolean,
  atMost: number,
): Promise<SubmissionRow[]> {
  const page: SubmissionRow[] = []
  const read = (rest: SearchedFilter, ids: readonly string[]) => rowsOf(db, rest, false, ids).execute()
  for await (const { ids, found: rows } of byStatus(db, filter, read, {
    beyond,
    oldestFirst,
    sites: [site],
  })) {
    const byId = new Map(rows.map((row) => [row.id, row]))
    for (const id of ids) {
      const row = byId.get(id)
      if (row) page.push(row)
    }
    if (page.length >= atMost) break
  }
  return page.slice(0, atMost)
}

/** How many submissions match the filter, counted up to `atMost`. */
async function countUpTo(db: SubmissionsDb, filter: SearchedFilter, atMost: number): Promise<number> {
  const count = (rest: SearchedFilter, ids?: readonly string[]) =>
    db
      .selectFrom(matching(db, rest, false, ids).select('submissions.id').limit(atMost).as('capped'))
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirst()
      .then((counted) => Number(counted?.total ?? 0))
  const { status } = filter
  if (!isFewStatus(status)) return count(filter)
  let total = 0
  for await (const { found } of byStatus(db, { ...filter, status }, count, { batchSize: COUNT_BATCH })) {
    total += found
    if (total >= atMost) break
  }
  return total
}

/**
 * A page of a brand's submissions, newest first, each with its deliveries: the first, or the
 * one older or newer than a cursor of an earlier page (keyset paging: each page costs the same
 * however deep in the list).
 */
export async function listSubmissions(
  db: SubmissionsDb,
  filter: SubmissionsFilter,
  position: ListPosition = {},
  { pageSize = PAGE_SIZE, countCap = COUNT_CAP }: { pageSize?: number; countCap?: number } = {},
): Promise<SubmissionsPage> {
  const withMatches = await searched(db, filter)
  const total = await countUpTo(db, withMatches, countCap + 1)
  const { rows, more } = await pageOfRows(db, withMatches, position, pageSize)
  const cursorOf = (row: SubmissionRow | undefined) =>
    row ? cursorText({ createdAt: row.created_at, id: row.id }) : null
  // Moving one way, the other holds at least the row the cursor came from.
  const towardsNewer = Boolean(position.newer)
  const newer = towardsNewer ? more : Boolean(position.older)
  const older = towardsNewer ? true : more
  return {
    submissions: await withDeliveries(db, rows),
    pageSize,
    total: Math.min(total, countCap),
    totalCapped: total > countCap,
    older: older ? cursorOf(rows.at(-1)) : null,
    newer: newer ? cursorOf(rows[0]) : null,
  }
}

/** The filter's rows newest first, `batchSize` at a time, each batch read after the last is taken (keyset paging, as the list pages). */
async function* rowBatches(
  db: SubmissionsDb,
  filter: SubmissionsFilter,
  batchSize: number,
): AsyncGenerator<SubmissionRow[]> {
  const withMatches = await searched(db, filter)
  let position: ListPosition = {}
  for (;;) {
    const { rows, more } = await pageOfRows(db, withMatches, position, batchSize)
    if (rows.length) yield rows
    const last = rows.at(-1)
    if (!more || !last) return
    position = { older: { createdAt: last.created_at, id: last.id } }
  }
}

/**
 * Every submission of the filter, newest first, `batchSize` at a time, with its deliveries: what
 * the CSV export streams, in the memory of one batch however many there are.
 */
export async function* submissionBatches(
  db: SubmissionsDb,
  filter: SubmissionsFilter,
  batchSize = 500,
): AsyncGenerator<SubmissionView[]> {
  for await (const rows of rowBatches(db, filter, batchSize)) yield await withDeliveries(db, rows)
}

/** The values of the filter's submissions (valuesOf), the same batches without their deliveries: the export's header needs no more. */
export async function* valueBatches(
  db: SubmissionsDb,
  filter: SubmissionsFilter,
  batchSize = 500,
): AsyncGenerator<unknown[]> {
  for await (const rows of rowBatches(db, filter, batchSize)) yield rows.map(valuesOf)
}

/** A form's submissions on one day of the filter's clock: the form as the filter names it, and its title. */
export type DailyCount = { form: string; formTitle: string; day: string; count: number }

/**
 * How many submissions each form received per day of the filter's clock (filterTimeZone); each
 * CMS form on its own, under its greatest title of the day (countedDays).
 */
export async function countsPerFormPerDay(
  db: SubmissionsDb,
  filter: SubmissionsFilter,
): Promise<DailyCount[]> {
  const days = foldDays(
    await countedDays(db, filter, false),
    (day) => day,
    ({ kind, ref }) => [kind, ref],
  )
  const order = ({ period, row }: (typeof days)[number]) => JSON.stringify([period, row.kind, row.ref ?? ''])
  return days
    .sort((a, b) => (order(a) < order(b) ? -1 : 1))
    .map(({ period, row: { kind, ref }, title, count }) => ({
      form: formFilterValue(kind, ref),
      formTitle: formTitle(kind, title),
      day: period,
      count,
    }))
}

/** The filter's submissions of one form and campaign on one day of its clock. */
type DayCount = {
  kind: string
  ref: string | null
  source: string | null
  medium: string | null
  campaign: string | null
  day: string
  title: string | null
  count: number
}

/**
 * The filter as the store's day totals can answer it (dayTotals.ts): which of their two days is
 * the filter's clock's, and the days its bounds fall on; undefined for what only the rows can
 * answer (a name or email, the alerts, or a bound that is not the start of a day of its clock).
 */
function totalsFilter(
  filter: SubmissionsFilter,
): { column: 'site_day' | 'brand_day'; from?: string; to?: string } | undefined {
  if (filter.search || filter.alerts) return undefined
  const timeZone = filterTimeZone(filter)
  const dayOf = (bound: string) => {
    const day = dayIn(bound, timeZone)
    return startOfDay(day, timeZone) === Date.parse(bound) ? day : null
  }
  const from = filter.from === undefined ? undefined : dayOf(filter.from)
  const to = filter.to === undefined ? undefined : dayOf(filter.to)
  if (from === null || to === null) return undefined
  return { column: filter.site ? 'site_day' : 'brand_day', from, to }
}

/**
 * The filter's submissions counted per form, campaign and day of its clock: from the day totals
 * the store keeps, where they answer the filter (a year of a million submissions is some 80,000
 * totals), else from the rows, grouped by UTC hour in the store (ISO times cut as text, the same on
 * SQLite and PostgreSQL) and the hours put in the clock's days here: every site's zone is a whole
 * number of hours from UTC (config's sites test holds that).
 */
async function countedDays(
  db: SubmissionsDb,
  filter: SubmissionsFilter,
  byCampaign: boolean,
): Promise<DayCount[]> {
  // Without the campaign, its parts are counted as none: the counts per form need fewer groups.
  const none = sql<string | null>`null`
  const days = totalsFilter(filter)
  if (days) {
    const siteIds = filter.site ? [filter.site] : sitesOfBrand(filter.brand).map(({ id }) => id)
    let query = db
      .selectFrom('submission_day_totals')
      .where('site', 'in', siteIds)
      .where('status', '=', filter.status ?? '')
      .where('form_kind', 'not in', ALERT_KINDS)
    if (filter.form) {
      const { kind, ref } = parseFormFilterValue(filter.form)
      query = query.where('form_kind', '=', kind)
      if (ref) query = query.where('form_ref', '=', ref)
    }
    if (filter.source) query = query.where('utm_source', '=', filter.source)
    if (filter.campaign) query = query.where('utm_campaign', '=', filter.campaign)
    if (days.from) query = query.where(days.column, '>=', days.from)
    if (days.to) query = query.where(days.column, '<', days.to)
    const totals = await query
      .select((eb) => [
        'form_kind as kind',
        'form_ref as ref',
        byCampaign ? eb.ref('utm_source').as('source') : none.as('source'),
        byCampaign ? eb.ref('utm_medium').as('medium') : none.as('medium'),
        byCampaign ? eb.ref('utm_campaign').as('campaign') : none.as('campaign'),
        eb.ref(days.column).as('day'),
        eb.fn.max('form_title').as('title'),
        eb.fn.sum<string | number>('count').as('count'),
      ])
      .groupBy([
        'form_kind',
        'form_ref',
        ...(byCampaign ? (['utm_source', 'utm_medium', 'utm_campaign'] as const) : []),
        days.column,
      ])
      .execute()
    // '' is the totals' word for none.
    return totals.map((total) => ({
      ...total,
      ref: total.ref || null,
      source: total.source || null,
      medium: total.medium || null,
      campaign: total.campaign || null,
      count: Number(total.count),
    }))
  }
  const hoursOf = (rest: SearchedFilter, ids?: readonly string[]) =>
    matching(db, rest, false, ids)
      .select((eb) => [
        'submissions.form_kind as kind',
        'submissions.form_ref as ref',
        byCampaign ? eb.ref('submissions.utm_source').as('source') : none.as('source'),
        byCampaign ? eb.ref('submissions.utm_medium').as('medium') : none.as('medium'),
        byCampaign ? eb.ref('submissions.utm_campaign').as('campaign') : none.as('campaign'),
        eb.fn.max('submissions.form_title').as('title'),
        eb.fn<string>('substr', ['submissions.created_at', eb.val(1), eb.val(13)]).as('hour'),
        eb.fn.countAll<string | number>().as('count'),
      ])
      .groupBy([
        'submissions.form_kind',
        'submissions.form_ref',
        ...(byCampaign
          ? (['submissions.utm_source', 'submissions.utm_medium', 'submissions.utm_campaign'] as const)
          : []),
        'hour',
      ])
      .execute()
  const withMatches = await searched(db, filter)
  const { status } = withMatches
  // The counts of a few-status are added up a batch of its submissions at a time (foldDays adds
  // the same hour's counts of two batches).
  const hours = isFewStatus(status) ? [] : await hoursOf(withMatches)
  if (isFewStatus(status))
    for await (const { found } of byStatus(db, { ...withMatches, status }, hoursOf, {
      batchSize: COUNT_BATCH,
    }))
      hours.push(...found)
  const timeZone = filterTimeZone(filter)
  return hours.map(({ hour, ...rest }) => ({
    ...rest,
    day: dayIn(`${hour}:00:00Z`, timeZone),
    count: Number(rest.count),
  }))
}

/**
 * Day counts folded into periods (`periodOf`: the day itself, or its week's Monday) and groups
 * (`groupOf`: the count's form, its campaign). A group keeps its first count, for what names it,
 * and its greatest form title.
 */
function foldDays(
  counts: DayCount[],
  periodOf: (day: string) => string,
  groupOf: (count: DayCount) => unknown[],
): { period: string; row: DayCount; title: string | null; count: number }[] {
  const folded = new Map<string, { period: string; row: DayCount; title: string | null; count: number }>()
  for (const row of counts) {
    const period = periodOf(row.day)
    const key = JSON.stringify([period, ...groupOf(row)])
    const counted = folded.get(key) ?? folded.set(key, { period, row, title: row.title, count: 0 }).get(key)!
    counted.count += row.count
    if ((row.title ?? '') > (counted.title ?? '')) counted.title = row.title
  }
  return [...folded.values()]
}

/** Enquiries of one form from one campaign in one week (the Monday it starts, in the filter's clock). */
export type CampaignWeek = {
  week: string
  source: string | null
  medium: string | null
  campaign: string | null
  form: string
  formTitle: string
  count: number
}

/** Campaigns by source, medium and name; a visit with none last. */
const campaignOrder = ({ source, medium, campaign }: CampaignWeek) =>
  [source, medium, campaign].map((part) => part ?? '\uffff').join('\u0000')

/** The Monday of a calendar day's week (YYYY-MM-DD). */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}

/**
 * Where the filter's enquiries came from: how many per utm_source, utm_medium and utm_campaign,
 * per week (weeks from Monday, in the filter's clock) and per form; a visit with no campaign counts
 * under none. Its days are countsPerFormPerDay's (countedDays), folded into weeks. Newest week
 * first, then the most enquiries.
 */
export async function campaignReport(db: SubmissionsDb, filter: SubmissionsFilter): Promise<CampaignWeek[]> {
  const weeks = foldDays(await countedDays(db, filter, true), mondayOf, (row) => [
    row.source,
    row.medium,
    row.campaign,
    row.kind,
    row.ref,
  ])
  return weeks
    .map(({ period, row, title, count }) => ({
      week: period,
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      form: formFilterValue(row.kind, row.ref),
      formTitle: formTitle(row.kind, title),
      count,
    }))
    .sort(
      (a, b) =>
        b.week.localeCompare(a.week) ||
        b.count - a.count ||
        campaignOrder(a).localeCompare(campaignOrder(b)) ||
        a.formTitle.localeCompare(b.formTitle),
    )
}

/** The brand a delivery's submission belongs to, or undefined for an unknown delivery. */
export async function siteOfDelivery(
  db: SubmissionsDb,
  id: string,
): Promise<{ site: string; status: DeliveryStatus } | undefined> {
  return db
    .selectFrom('deliveries')
    .innerJoin('submissions', 'submissions.id', 'deliveries.submission_id')
    .select(['submissions.site as site', 'deliveries.status as status'])
    .where('deliveries.id', '=', id)
    .executeTakeFirst()
}

/**
 * One submission of the brand, with its deliveries and their histories: the tool's detail view;
 * undefined when none.
 */
export async function findBrandSubmission(
  db: SubmissionsDb,
  brand: BrandId,
  id: string,
): Promise<SubmissionDetailView | undefined> {
  const rows = await rowsOf(db, { brand }, true).where('submissions.id', '=', id).execute()
  const [submission] = await withDeliveries(db, rows)
  return submission && withDeliveryHistory(db, submission)
}

/** A form the tool's filter offers: the value to filter by and the title to show. */
export type FormChoice = { value: string; title: string }

/**
 * The form filter's choices: the brand's forms that have submissions and its CMS forms (`cmsForms`,
 * from the content source: listed before their first submission, under their current title),
 * each once, by title.
 */
export function formChoices(
  sent: FormChoice[],
  cmsForms: { _id: string; title: string | null }[],
): FormChoice[] {
  const choices = new Map(sent.map((choice) => [choice.value, choice]))
  for (const form of cmsForms) {
    const value = formFilterValue(CMS_FORM_KIND, form._id)
    choices.set(value, { value, title: form.title || choices.get(value)?.title || form._id })
  }
  return [...choices.values()].sort((a, b) => a.title.localeCompare(b.title))
}

/**
 * The brand's forms that have submissions, by title: each form in code once, each CMS form
 * once by its id under its latest title. Alerts to operations (stored beside them) are not a form.
 */
export async function formsOfBrand(db: SubmissionsDb, brand: BrandId): Promise<FormChoice[]> {
  const rows = await matching(db, { brand })
    .select((eb) => [
      'submissions.form_kind as kind',
      'submissions.form_ref as ref',
      'submissions.form_title as title',
      eb.fn.max('submissions.created_at').as('at'),
    ])
    .groupBy(['submissions.form_kind', 'submissions.form_ref', 'submissions.form_title'])
    // A renamed CMS form is listed under its latest title.
    .orderBy('at', 'desc')
    .execute()
  const choices = new Map<string, FormChoice>()
  for (const row of rows) {
    const value = formFilterValue(row.kind, row.ref)
    if (!choices.has(value)) choices.set(value, { value, title: formTitle(row.kind, row.title) })
  }
  return [...choices.values()].sort((a, b) => a.title.localeCompare(b.title))
}
