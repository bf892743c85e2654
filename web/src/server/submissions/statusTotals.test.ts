/** @jest-environment node */
import { countsPerFormPerDay, type SubmissionsFilter } from '@/server/admin/submissionsQuery'
import { recordFailure } from '@/server/mail/failureAlerts'
import { testDatabases } from '@/testing/testDatabases'
import { addUpStoredSubmissions } from './dayTotals'
import { createOutbox, UndeliverablePayload, type DeliveryAttempt } from './outbox'
import { requeueFailed } from './requeue'
import { storeSubmission } from './store'

const start = new Date('2026-11-22T10:00:00.000Z')
const minute = 60_000

describe.each(testDatabases)('the day totals per delivery status on $name', ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  beforeEach(async () => {
    store = await create()
  })
  afterEach(() => store.dispose())

  const totals = () =>
    store.db
      .selectFrom('submission_day_totals')
      .select(['site', 'status', 'form_kind', 'form_ref', 'utm_campaign', 'site_day', 'count'])
      .where('count', '!=', 0)
      .orderBy(['site', 'status', 'form_kind', 'form_ref', 'utm_campaign', 'site_day'])
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, count: Number(row.count) })))

  /** The totals kept as deliveries moved, against the same added up afresh from the deliveries. */
  async function expectKeptAsAddedUp() {
    const kept = await totals()
    await addUpStoredSubmissions(store.db)
    expect(kept).toEqual(await totals())
    return kept
  }

  /** Counts per day from the totals, and from the rows (a bound off midnight, which only they answer). */
  async function expectCountsAsRows(filter: SubmissionsFilter) {
    const counts = await countsPerFormPerDay(store.db, filter)
    expect(await countsPerFormPerDay(store.db, { ...filter, to: '2026-12-31T12:34:00.000Z' })).toEqual(counts)
    return counts
  }

  it('move as the outbox settles, fails and retries deliveries, a requeue sends them again, and an alert opens', async () => {
    let now = start.getTime()
    const clock = () => new Date(now)
    // Twelve submissions, three targets each, some with a campaign, over two days.
    for (let n = 0; n < 12; n += 1)
      await storeSubmission(
        store.db,
        {
          site: n % 3 ? 'tours' : 'tours-nz',
          formKind: n % 2 ? 'contact' : 'brochure',
          payload: { email: `v${n}@example.com`, n },
          targets: ['portal', 'email.notification', 'email.confirmation'],
          attribution: n % 4 ? { utmSource: 'news', utmCampaign: `c${n % 3}` } : null,
        },
        new Date(start.getTime() + n * 3 * 60 * minute),
      )
    const all = (status?: 'pending' | 'delivered' | 'failed'): SubmissionsFilter => ({
      brand: 'tours',
      status,
    })
    expect(await expectKeptAsAddedUp()).toContainEqual(expect.objectContaining({ status: 'pending' }))
    const stored = await expectCountsAsRows(all('pending'))
    expect(stored.reduce((sum, { count }) => sum + count, 0)).toBe(12)

    // The portal refuses every third submission's payload for good; the confirmation mail is down
    // once for the odd ones; four workers settle a submission's targets side by side.
    const downOnce = new Set<string>()
    const deliver = async ({ target, payload, deliveryId }: DeliveryAttempt) => {
      const { n } = payload as { n: number }
      if (target === 'portal' && n % 3 === 0) throw new UndeliverablePayload('HTTP 422: invalid')
      if (target === 'email.confirmation' && n % 2 && !downOnce.has(deliveryId)) {
        downOnce.add(deliveryId)
        throw new Error('HTTP 503: down')
      }
    }
    const options = {
      operationsEmailOf: async () => 'ops@tours.example',
      windowMs: 15 * minute,
    }
    const outbox = createOutbox(store.db, {
      deliver,
      concurrency: 4,
      now: clock,
      baseDelayMs: minute,
      onFailed: (failed) => recordFailure(store.db, failed, options, clock()).then(() => undefined),
    })
    now = start.getTime() + 2 * 24 * 60 * minute
    expect(await outbox.drain()).toMatchObject({ delivered: 26, retry: 6, failed: 4 })
    await expectKeptAsAddedUp()
    const failedCounts = await expectCountsAsRows(all('failed'))
    expect(failedCounts.reduce((sum, { count }) => sum + count, 0)).toBe(4)
    expect((await expectCountsAsRows(all('pending'))).reduce((sum, { count }) => sum + count, 0)).toBe(6)

    // The retries deliver; the failed are sent again, and the portal takes them this time.
    now += 2 * minute
    expect(await outbox.drain()).toMatchObject({ delivered: 6, failed: 0 })
    await expectKeptAsAddedUp()
    expect(await expectCountsAsRows(all('pending'))).toEqual([])
    expect(await requeueFailed(store.db, { site: 'tours-nz' }, clock())).toBe(4)
    await expectKeptAsAddedUp()
    expect(await expectCountsAsRows(all('failed'))).toEqual([])
    expect(await expectCountsAsRows(all('pending'))).toEqual(failedCounts)
    const fixed = createOutbox(store.db, { deliver: async () => undefined, concurrency: 4, now: clock })
    now += 20 * minute
    // The four requeued, and the alert the failures opened.
    expect(await fixed.drain()).toMatchObject({ delivered: 5, failed: 0 })
    await expectKeptAsAddedUp()
    const delivered = await expectCountsAsRows(all('delivered'))
    expect(delivered.reduce((sum, { count }) => sum + count, 0)).toBe(12)
    expect(delivered).toEqual(await expectCountsAsRows(all()))
  })
})
