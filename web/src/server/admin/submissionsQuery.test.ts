/** @jest-environment node */
import { addUpStoredSubmissions } from '@/server/submissions/dayTotals'
import { moveStatusTotals } from '@/server/submissions/statusTotals'
import { storeSubmission } from '@/server/submissions/store'
import { testDatabases } from '@/testing/testDatabases'
import { csvCell, csvFields } from './csv'
import { writeSubmissionsCsv } from './csvExport'
import { FAILURE_ALERT_KIND } from '@/server/mail/failureAlerts'
import { purgeDeliveredPayloads } from '@/server/submissions/retention'
import { campaignReportCsv } from './csv'
import {
  campaignReport,
  countsPerFormPerDay,
  findBrandSubmission,
  listSubmissions,
  parseFilter,
  parsePosition,
  type ListPosition,
  type SubmissionsFilter,
  type SubmissionsPage,
} from './submissionsQuery'

/** The page a cursor the list gave leads to, as the API reads it. */
function towards(direction: 'older' | 'newer', cursor: string | null): ListPosition {
  const position = parsePosition({ [direction]: cursor ?? '' })
  if (typeof position === 'string') throw new Error(position)
  return position
}

// Evenings in Sydney and Auckland: the same day there as in UTC.
const day1 = new Date('2026-11-20T09:00:00.000Z')
const day2 = new Date('2026-11-21T09:30:00.000Z')

describe.each(testDatabases)("the admin API's queries on $name", ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  beforeEach(async () => {
    store = await create()
  })
  afterEach(() => store.dispose())

  /** The export of a filter, as the CSV route streams it. */
  async function exportedCsv(filter: SubmissionsFilter, options = {}): Promise<string> {
    let csv = ''
    await writeSubmissionsCsv(
      store.db,
      filter,
      async (chunk) => {
        csv += chunk
      },
      options,
    )
    return csv
  }

  const stored = (site: string, formKind: string, at: Date, payload: unknown = { name: site }) =>
    storeSubmission(store.db, { site, formKind, payload, targets: ['portal', 'mail.notification'] }, at)

  /** A delivery failed, as the outbox settles one (with the status totals it moves). */
  async function fail(id: string, target: string) {
    await store.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('deliveries')
        .set({ status: 'failed', attempts: 40, last_error: 'HTTP 503: down' })
        .where('submission_id', '=', id)
        .where('target', '=', target)
        .execute()
      await moveStatusTotals(trx, [{ submissionId: id, from: 'pending', to: 'failed' }])
    })
  }

  it("lists only the brand's sites, newest first, with each delivery's state, and pages", async () => {
    const old = await stored('tours', 'contact', day1)
    const nz = await stored('tours-nz', 'tailorMade', day2)
    await stored('golf', 'contact', day2)
    await fail(old, 'portal')

    const first = await listSubmissions(store.db, { brand: 'tours' }, {}, { pageSize: 1 })
    expect(first).toMatchObject({ pageSize: 1, total: 2, totalCapped: false, newer: null })
    expect(first.submissions.map(({ id }) => id)).toEqual([nz])
    const second = await listSubmissions(store.db, { brand: 'tours' }, towards('older', first.older), {
      pageSize: 1,
    })
    expect(second).toMatchObject({ older: null, newer: expect.any(String) })
    expect(second.submissions).toEqual([
      {
        id: old,
        site: 'tours',
        form: 'contact',
        formTitle: 'Contact',
        formFilter: 'contact',
        receivedAt: day1.toISOString(),
        name: 'tours',
        email: null,
        source: null,
        campaign: null,
        timeZone: 'Australia/Sydney',
        purged: false,
        purgedAt: null,
        values: { name: 'tours' },
        fields: [{ name: 'name', label: 'Name', value: 'tours' }],
        attribution: null,
        deliveries: [
          expect.objectContaining({
            target: 'mail.notification',
            status: 'pending',
            attempts: 0,
            lastError: null,
            lastErrorPlain: null,
          }),
          expect.objectContaining({
            target: 'portal',
            status: 'failed',
            attempts: 40,
            lastError: 'HTTP 503: down',
            lastErrorPlain: 'The back office had a problem of its own (it answered 503).',
          }),
        ],
      },
    ])
  })

  it('pages older and newer by cursor across the sites of a brand, submissions of one moment by id', async () => {
    // Five on each tours site, two at each moment: the id orders those.
    const made: string[] = []
    for (let n = 0; n < 5; n += 1) {
      const at = new Date(day1.getTime() + Math.floor(n / 2) * 60_000)
      made.push(await stored('tours', 'contact', at), await stored('tours-nz', 'contact', at))
    }
    await stored('golf', 'contact', day2)
    const ids = (page: SubmissionsPage) => page.submissions.map(({ id }) => id)
    const all = ids(await listSubmissions(store.db, { brand: 'tours' }, {}, { pageSize: 100 }))
    expect([...all].sort()).toEqual([...made].sort())

    const pages: SubmissionsPage[] = [
      await listSubmissions(store.db, { brand: 'tours' }, {}, { pageSize: 3 }),
    ]
    while (pages.at(-1)!.older)
      pages.push(
        await listSubmissions(store.db, { brand: 'tours' }, towards('older', pages.at(-1)!.older), {
          pageSize: 3,
        }),
      )
    expect(pages.map(ids)).toEqual([all.slice(0, 3), all.slice(3, 6), all.slice(6, 9), all.slice(9)])
    expect(pages.map(({ total, totalCapped }) => [total, totalCapped])).toEqual(Array(4).fill([10, false]))
    expect(pages[0]!.newer).toBeNull()
    // Past its cap the count says so, and still pages.
    const capped = await listSubmissions(store.db, { brand: 'tours' }, {}, { pageSize: 3, countCap: 4 })
    expect(capped).toMatchObject({ total: 4, totalCapped: true, older: pages[0]!.older })

    // And back from the last: the same pages, the first with nothing newer.
    const back = [pages.at(-1)!]
    while (back[0]!.newer)
      back.unshift(
        await listSubmissions(store.db, { brand: 'tours' }, towards('newer', back[0]!.newer), {
          pageSize: 3,
        }),
      )
    expect(back.map(ids)).toEqual(pages.map(ids))
    expect(back.every((page, n) => n === back.length - 1 || page.older)).toBe(true)
  })

  it('exports a batch at a time: every submission once, newest first, a column for a field only the oldest has', async () => {
    const made: string[] = []
    for (let n = 0; n < 7; n += 1)
      made.push(
        await stored(
          'tours',
          'contact',
          new Date(day1.getTime() + n * 60_000),
          n ? { name: `n${n}` } : { name: 'first', city: 'Hobart' },
        ),
      )
    // Stored after the export was asked for: not in it.
    await stored('tours', 'contact', new Date('2026-11-25T00:00:00Z'))
    const csv = await exportedCsv({ brand: 'tours' }, { batchSize: 3, now: new Date('2026-11-24T00:00:00Z') })
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/,name,city$/)
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([...made].reverse())
    expect(lines.at(-1)).toMatch(/,first,Hobart$/)
  })

  it('filters by form, site, delivery status and received day', async () => {
    const contact = await stored('tours', 'contact', day1)
    const tailorMade = await stored('tours-nz', 'tailorMade', day2)
    await fail(tailorMade, 'portal')
    const ids = async (query: Record<string, string>) => {
      const filter = parseFilter('tours', query)
      if (typeof filter === 'string') throw new Error(filter)
      return (await listSubmissions(store.db, filter)).submissions.map(({ id }) => id)
    }
    expect(await ids({ form: 'contact' })).toEqual([contact])
    expect(await ids({ site: 'tours-nz' })).toEqual([tailorMade])
    expect(await ids({ status: 'failed' })).toEqual([tailorMade])
    expect(await ids({ status: 'pending' })).toEqual([tailorMade, contact])
    expect(await ids({ status: 'delivered' })).toEqual([])
    expect(await ids({ from: '2026-11-21' })).toEqual([tailorMade])
    // A bare day `to` includes the whole day, to its last minute.
    expect(await ids({ to: '2026-11-21' })).toEqual([tailorMade, contact])
    expect(await ids({ to: '2026-11-20' })).toEqual([contact])
    expect(parseFilter('tours', { site: 'golf' })).toBe('site golf is not a site of tours')
    expect(parseFilter('tours', { status: 'lost' })).toMatch(/status/)
    expect(parseFilter('tours', { from: 'yesterday' })).toMatch(/ISO/)
    expect(parsePosition({ older: 'page-2' })).toBe('older must be a cursor the list gave')
    expect(parsePosition({ older: 'a', newer: 'b' })).toBe('give older or newer, not both')
  })

  it('lists, counts and counts per day the failed from their deliveries, page by page, each once', async () => {
    const failed: string[] = []
    for (let n = 0; n < 7; n += 1) {
      const id = await stored(n % 2 ? 'tours' : 'tours-nz', 'contact', new Date(day1.getTime() + n * 60_000))
      // Both deliveries of some, one of others.
      await fail(id, 'portal')
      if (n % 3 === 0) await fail(id, 'mail.notification')
      failed.unshift(id)
    }
    await stored('tours', 'contact', day2)
    await fail(await stored('golf', 'contact', day2), 'portal')
    const filter = parseFilter('tours', { status: 'failed' }) as SubmissionsFilter
    const pages = [await listSubmissions(store.db, filter, {}, { pageSize: 3 })]
    while (pages.at(-1)!.older)
      pages.push(
        await listSubmissions(store.db, filter, towards('older', pages.at(-1)!.older), { pageSize: 3 }),
      )
    expect(pages.map((page) => page.submissions.map(({ id }) => id))).toEqual([
      failed.slice(0, 3),
      failed.slice(3, 6),
      failed.slice(6),
    ])
    expect(pages.map(({ total }) => total)).toEqual([7, 7, 7])
    const back = await listSubmissions(store.db, filter, towards('newer', pages[2]!.newer), { pageSize: 3 })
    expect(back.submissions.map(({ id }) => id)).toEqual(failed.slice(3, 6))
    expect(await listSubmissions(store.db, filter, {}, { countCap: 4 })).toMatchObject({
      total: 4,
      totalCapped: true,
    })
    expect(await countsPerFormPerDay(store.db, filter)).toEqual([
      { form: 'contact', formTitle: 'Contact', day: '2026-11-20', count: 7 },
    ])
    // With the rest of the filter: one site, a day it has none of.
    const nz = parseFilter('tours', { status: 'failed', site: 'tours-nz' }) as SubmissionsFilter
    expect((await listSubmissions(store.db, nz)).total).toBe(4)
    const later = parseFilter('tours', { status: 'failed', from: '2026-11-21' }) as SubmissionsFilter
    expect((await listSubmissions(store.db, later)).submissions).toEqual([])
  })

  it('shows a purged payload as purged, not as missing', async () => {
    const id = await stored('golf', 'contact', day1)
    await store.db
      .updateTable('submissions')
      .set({ payload: 'null', purged_at: day2.toISOString() })
      .where('id', '=', id)
      .execute()
    const [submission] = (await listSubmissions(store.db, { brand: 'golf' })).submissions
    expect(submission).toMatchObject({ id, purged: true, purgedAt: day2.toISOString(), values: null })
    expect(submission!.deliveries).toHaveLength(2)
  })

  it('counts submissions per form per day', async () => {
    await stored('tours', 'contact', day1)
    await stored('tours', 'contact', day1)
    await stored('tours-nz', 'contact', day2)
    await stored('tours', 'tailorMade', day2)
    await stored('golf', 'contact', day2)
    expect(await countsPerFormPerDay(store.db, { brand: 'tours' })).toEqual([
      { form: 'contact', formTitle: 'Contact', day: '2026-11-20', count: 2 },
      { form: 'contact', formTitle: 'Contact', day: '2026-11-21', count: 1 },
      { form: 'tailorMade', formTitle: 'Tailor-made request', day: '2026-11-21', count: 1 },
    ])
    expect(await countsPerFormPerDay(store.db, { brand: 'tours', form: 'tailorMade' })).toEqual([
      { form: 'tailorMade', formTitle: 'Tailor-made request', day: '2026-11-21', count: 1 },
    ])
  })

  it('takes a bare day as a day of the site’s clock, around midnight in Sydney and Auckland', async () => {
    // 23:59 on 1 Dec in Sydney (AEDT, UTC+11), and a minute past midnight on the 2nd.
    const sydneyLate = await stored('tours', 'contact', new Date('2026-12-01T12:59:00Z'))
    const sydneyEarly = await stored('tours', 'contact', new Date('2026-12-01T13:01:00Z'))
    // 23:59 on 1 Dec in Auckland (NZDT, UTC+13), and a minute past midnight on the 2nd.
    const aucklandLate = await stored('tours-nz', 'contact', new Date('2026-12-01T10:59:00Z'))
    const aucklandEarly = await stored('tours-nz', 'contact', new Date('2026-12-01T11:01:00Z'))
    const ids = async (query: Record<string, string>) => {
      const filter = parseFilter('tours', query)
      if (typeof filter === 'string') throw new Error(filter)
      return (await listSubmissions(store.db, filter)).submissions.map(({ id }) => id)
    }
    expect(await ids({ site: 'tours', from: '2026-12-02' })).toEqual([sydneyEarly])
    expect(await ids({ site: 'tours', to: '2026-12-01' })).toEqual([sydneyLate])
    expect(await ids({ site: 'tours-nz', from: '2026-12-02' })).toEqual([aucklandEarly])
    expect(await ids({ site: 'tours-nz', to: '2026-12-01' })).toEqual([aucklandLate])
    // Every site of the brand: the brand's clock, its first site's (Sydney).
    expect(await ids({ from: '2026-12-02' })).toEqual([sydneyEarly])
    const perDay = async (site: string) =>
      (await countsPerFormPerDay(store.db, { brand: 'tours', site })).map(({ day, count }) => [day, count])
    expect(await perDay('tours')).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 1],
    ])
    expect(await perDay('tours-nz')).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 1],
    ])
    // Counted in UTC days, all four would fall on 1 December.
    expect(await countsPerFormPerDay(store.db, { brand: 'tours' })).toEqual([
      { form: 'contact', formTitle: 'Contact', day: '2026-12-01', count: 3 },
      { form: 'contact', formTitle: 'Contact', day: '2026-12-02', count: 1 },
    ])
    const listed = (await listSubmissions(store.db, { brand: 'tours' })).submissions
    expect(Object.fromEntries(listed.map(({ id, timeZone }) => [id, timeZone]))).toEqual({
      [sydneyLate]: 'Australia/Sydney',
      [sydneyEarly]: 'Australia/Sydney',
      [aucklandLate]: 'Pacific/Auckland',
      [aucklandEarly]: 'Pacific/Auckland',
    })
    const csv = await exportedCsv({ brand: 'tours' })
    expect(csv).toContain(`${sydneyEarly},2026-12-02T00:01:00+11:00,tours,`)
    expect(csv).toContain(`${aucklandLate},2026-12-01T23:59:00+13:00,tours-nz,`)
  })

  const visitor = (site: string, name: string, email: string, at: Date, utm: Record<string, string> = {}) =>
    storeSubmission(
      store.db,
      { site, formKind: 'contact', payload: { name, email }, targets: ['portal'], attribution: utm },
      at,
    )
  const listed = async (query: Record<string, string>) => {
    const filter = parseFilter('tours', query)
    if (typeof filter === 'string') throw new Error(filter)
    return (await listSubmissions(store.db, filter)).submissions.map(({ id }) => id)
  }

  it('counts from the day totals the store keeps as from its rows, and adds them up again the same', async () => {
    // Either side of midnight in Sydney and in Auckland, with and without a campaign, a CMS form
    // renamed on the day.
    const times = [
      '2026-11-30T12:30:00Z',
      '2026-11-30T13:30:00Z',
      '2026-12-01T10:30:00Z',
      '2026-12-01T11:30:00Z',
    ]
    for (const [n, at] of times.entries()) {
      for (const site of ['tours', 'tours-nz', 'golf']) {
        await visitor(
          site,
          `V${n}`,
          `v${n}@example.com`,
          new Date(at),
          n % 2 ? { utmSource: 'news', utmCampaign: `c${n}` } : {},
        )
        await storeSubmission(
          store.db,
          {
            site,
            formKind: 'cms-form',
            payload: { n },
            targets: ['cms'],
            form: { ref: 'form-groups', title: n < 2 ? 'Groups' : 'Group travel', labels: {} },
          },
          new Date(at),
        )
      }
    }
    // A bound that is not the start of a day of the clock: only the rows can answer it.
    const fromRows = { to: '2026-12-31T12:34:00.000Z' }
    for (const filter of [
      { brand: 'tours' as const },
      { brand: 'tours' as const, site: 'tours-nz' },
      { brand: 'golf' as const, form: 'cms-form:form-groups' },
    ]) {
      const counts = await countsPerFormPerDay(store.db, filter)
      expect(counts.length).toBeGreaterThan(1)
      expect(await countsPerFormPerDay(store.db, { ...filter, ...fromRows })).toEqual(counts)
      expect(await campaignReport(store.db, { ...filter, ...fromRows })).toEqual(
        await campaignReport(store.db, filter),
      )
    }
    const totals = () =>
      store.db
        .selectFrom('submission_day_totals')
        .selectAll()
        .orderBy(['site', 'status', 'form_kind', 'form_ref', 'utm_campaign', 'site_day', 'brand_day'])
        .execute()
    const kept = await totals()
    await addUpStoredSubmissions(store.db)
    expect(await totals()).toEqual(kept)
    expect(
      kept.find((total) => total.form_ref === 'form-groups' && total.site_day === '2026-12-01'),
    ).toMatchObject({
      form_title: 'Groups',
    })
  })

  it('lists each visitor by name and email, and finds them by part of either, in any case', async () => {
    const ana = await visitor('tours', 'Ana Silva', 'Ana.Silva@Example.com', day1)
    const sam = await visitor('tours-nz', 'Sam Lee', 'sam@example.co.nz', day2)
    const percent = await visitor(
      'tours',
      '100% Holidays',
      'pct@example.com',
      new Date(day2.getTime() + 60_000),
    )
    const [first] = (await listSubmissions(store.db, { brand: 'tours' })).submissions
    expect(first).toMatchObject({ id: percent, name: '100% Holidays', email: 'pct@example.com' })
    expect(await listed({ search: 'silva' })).toEqual([ana])
    expect(await listed({ search: 'ANA.SILVA@example' })).toEqual([ana])
    expect(await listed({ search: '.co.nz' })).toEqual([sam])
    expect(await listed({ search: 'Lee', site: 'tours' })).toEqual([])
    // LIKE's own characters are taken as typed.
    expect(await listed({ search: '%' })).toEqual([percent])
    expect(await listed({ search: '_' })).toEqual([])
    // So are the trigram index's: quotes, its operators, words in another order.
    const quoted = await visitor('tours', 'Jo "JJ" O’Neil OR Ana', 'jo@example.com', day1)
    expect(await listed({ search: '"jj" o’n' })).toEqual([quoted])
    expect(await listed({ search: 'JJ OR ana' })).toEqual([])
    expect(await listed({ search: 'neil or ana' })).toEqual([quoted])
    // Fewer than three characters hold no trigram, and are found all the same.
    expect(await listed({ search: 'ee' })).toEqual([sam])
    // A visitor forgotten (deleted at retention) is not found.
    await store.db.deleteFrom('deliveries').where('submission_id', '=', ana).execute()
    await store.db.deleteFrom('submissions').where('id', '=', ana).execute()
    expect(await listed({ search: 'silva' })).toEqual([])
    expect(await listed({ search: 'example.co' })).toEqual([percent, sam, quoted])
  })

  it('finds a search that matches more than it reads first by id, page by page and per day', async () => {
    // 1,200 Smiths over two days, written at once as the store writes a row (its triggers too).
    const smiths = Array.from({ length: 1200 }, (_, i) => ({
      id: `smith-${String(i).padStart(4, '0')}`,
      site: i % 2 ? 'tours' : 'golf',
      form_kind: 'contact',
      payload: '{}',
      created_at: new Date((i % 3 ? day1 : day2).getTime() + i * 1000).toISOString(),
      visitor_name: `Jo Smith ${i}`,
      visitor_email: `jo${i}@example.com`,
    }))
    for (let at = 0; at < smiths.length; at += 400)
      await store.db
        .insertInto('submissions')
        .values(smiths.slice(at, at + 400))
        .execute()
    const ana = await visitor('tours', 'Ana Smithers', 'ana@example.com', day2)
    const newestFirst = smiths
      .filter(({ site }) => site === 'tours')
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .map(({ id }) => id)

    const filter = parseFilter('tours', { search: 'SMITH' }) as SubmissionsFilter
    const first = await listSubmissions(store.db, filter)
    expect(first.total).toBe(601)
    expect(first.submissions.map(({ id }) => id)).toEqual(newestFirst.slice(0, 50))
    const next = await listSubmissions(store.db, filter, towards('older', first.older))
    expect(next.submissions.map(({ id }) => id)).toEqual(newestFirst.slice(50, 100))
    const counts = await countsPerFormPerDay(store.db, filter)
    expect(counts.reduce((sum, { count }) => sum + count, 0)).toBe(601)
    expect(await listed({ search: 'smithers' })).toEqual([ana])
  })

  it('filters by the campaign a visit came from, and reports enquiries per campaign, week and form', async () => {
    const spring = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' }
    // Sunday 29 November, 23:30 in Sydney, and Monday 30 November, 00:30: two weeks there.
    const sunday = await visitor('tours', 'A', 'a@x.co', new Date('2026-11-29T12:30:00Z'), spring)
    const monday = await visitor('tours', 'B', 'b@x.co', new Date('2026-11-29T13:30:00Z'), spring)
    const other = await visitor('tours', 'C', 'c@x.co', new Date('2026-11-29T13:40:00Z'), {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'japan',
    })
    const direct = await visitor('tours', 'D', 'd@x.co', new Date('2026-11-29T13:50:00Z'))
    expect(await listed({ source: 'newsletter' })).toEqual([monday, sunday])
    expect(await listed({ campaign: 'japan' })).toEqual([other])
    expect((await listSubmissions(store.db, { brand: 'tours' })).submissions[0]).toMatchObject({
      id: direct,
      source: null,
      campaign: null,
    })
    const report = await campaignReport(store.db, { brand: 'tours' })
    expect(
      report.map(({ week, source, medium, campaign, form, count }) => [
        week,
        source,
        medium,
        campaign,
        form,
        count,
      ]),
    ).toEqual([
      ['2026-11-30', 'google', 'cpc', 'japan', 'contact', 1],
      ['2026-11-30', 'newsletter', 'email', 'spring', 'contact', 1],
      ['2026-11-30', null, null, null, 'contact', 1],
      ['2026-11-23', 'newsletter', 'email', 'spring', 'contact', 1],
    ])
    const csv = campaignReportCsv(report, 'Australia/Sydney')
    expect(csv.split('\r\n')[0]).toBe(
      'week from (Australia/Sydney),utm_source,utm_medium,utm_campaign,form,form title,enquiries',
    )
    expect(csv).toContain('2026-11-30,newsletter,email,spring,contact,Contact,1')
  })

  it('keeps alerts to operations out of the list, the counts and the CSV, and lists them apart', async () => {
    const enquiry = await visitor('tours', 'Ana', 'a@x.co', day1)
    const alert = await storeSubmission(
      store.db,
      {
        site: 'tours',
        formKind: FAILURE_ALERT_KIND,
        payload: { brand: 'tours', to: 'ops@x.co', failures: [] },
        targets: [],
      },
      day2,
    )
    expect(await listed({})).toEqual([enquiry])
    expect(await listed({ kind: 'alerts' })).toEqual([alert])
    expect((await countsPerFormPerDay(store.db, { brand: 'tours' })).map(({ form }) => form)).toEqual([
      'contact',
    ])
    expect(await exportedCsv({ brand: 'tours' })).not.toContain(alert)
    // An alert's own address (its detail) still opens it.
    expect((await findBrandSubmission(store.db, 'tours', alert))?.id).toBe(alert)
    expect(parseFilter('tours', { kind: 'everything' })).toMatch(/kind/)
  })

  it('forgets the visitor’s name and email at retention, and keeps the campaign for the report', async () => {
    const id = await visitor('tours', 'Ana', 'a@x.co', day1, {
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    })
    await store.db
      .updateTable('deliveries')
      .set({ status: 'delivered', delivered_at: day1.toISOString() })
      .execute()
    expect(
      await purgeDeliveredPayloads(store.db, { retentionDays: 1, now: new Date('2027-01-01T00:00:00Z') }),
    ).toBe(1)
    const [purged] = (await listSubmissions(store.db, { brand: 'tours' })).submissions
    expect(purged).toMatchObject({
      id,
      purged: true,
      name: null,
      email: null,
      source: 'newsletter',
      campaign: 'spring',
    })
    expect(await listed({ search: 'ana' })).toEqual([])
  })

  it('exports the filtered list as CSV with formulas neutralised and phones as typed', async () => {
    const payload = {
      name: '=HYPERLINK("http://evil")',
      note: 'a, "b"',
      phone: '+61 400 000 000',
      city: ' =1+1',
      message: '\n=1+1',
    }
    const attribution = { utmSource: 'a;=3+3' }
    await storeSubmission(
      store.db,
      { site: 'golf', formKind: 'contact', payload, targets: ['portal'], attribution },
      day1,
    )
    const csv = await exportedCsv({ brand: 'golf' })
    const [header, row] = csv.split('\r\n')
    expect(header).toBe(
      'id,received at,site,form,form title,purged,deliveries,landing page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,name,note,phone,city,message',
    )
    expect(row).toContain(
      ",2026-11-20T20:00:00+11:00,golf,contact,Contact,no,portal: pending (0 attempts),,,a;'=3+3,,,,,",
    )
    expect(row).toMatch(/,"'=HYPERLINK\(""http:\/\/evil""\)","a, ""b""",\+61 400 000 000, '=1\+1,"\n'=1\+1"$/)
  })
})

describe("a CSV row's fields", () => {
  it("spread a CMS form's submissionData into columns and leave its rendered mails out", () => {
    expect(
      csvFields({
        form: 'form-rail',
        submissionData: [
          { field: 'fullName', value: '=Ines' },
          { field: 'email', value: 'ines@example.com' },
        ],
        mails: { notification: { text: '=Ines' } },
      }),
    ).toEqual({ form: 'form-rail', fullName: '=Ines', email: 'ines@example.com' })
    expect(csvFields(null)).toEqual({})
  })
})

describe('a CSV cell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['+1+1', "'+1+1"],
    [' =1+1', " '=1+1"],
    ['\t=1+1', "\t'=1+1"],
    ['\n=1+1', `"\n'=1+1"`],
    ['\r\n  @SUM(A1)', `"\r\n  '@SUM(A1)"`],
    ['a;=3+3', "a;'=3+3"],
    ['a; -3+3', "a; '-3+3"],
    ['a,=3+3', `"a,'=3+3"`],
    ['Ann\n+1+1', `"Ann\n'+1+1"`],
    ['+61 400 000 000', '+61 400 000 000'],
    ['+44 (0)20 7946-0958', '+44 (0)20 7946-0958'],
    [' +61 400 000 000', ' +61 400 000 000'],
    ['home;+61 400 000 000', 'home;+61 400 000 000'],
    ['+61 400 000 000;=1+1', "+61 400 000 000;'=1+1"],
    ['+61 400 000 000 =1+1', "'+61 400 000 000 =1+1"],
    ['+1 800 FLOWERS', "'+1 800 FLOWERS"],
    ['+1-1', "'+1-1"],
    ['1+1=2, a-b', '"1+1=2, a-b"'],
    ['plain', 'plain'],
    ['line\nbreak', '"line\nbreak"'],
    [null, ''],
    [3, '3'],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})
