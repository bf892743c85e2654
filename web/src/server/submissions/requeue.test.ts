/** @jest-environment node */
import { createOutbox, type DeliveryAttempt } from './outbox'
import { failedDeliveries, requeueFailed } from './requeue'
import { findSubmission, storeSubmission } from './store'
import { testDatabases } from '@/testing/testDatabases'

const start = new Date('2026-11-22T10:00:00.000Z')
const day = 24 * 60 * 60_000

describe.each(testDatabases)('requeuing failed deliveries on $name', ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  beforeEach(async () => {
    store = await create()
  })
  afterEach(() => store.dispose())

  /** Stores a submission whose one delivery then fails for good (the back office was down). */
  async function failedSubmission(site: string, formKind: string, at = start) {
    const id = await storeSubmission(store.db, { site, formKind, payload: { site }, targets: ['t'] }, at)
    await store.db
      .updateTable('deliveries')
      .set({ status: 'failed', attempts: 40, last_error: 'HTTP 503: down' })
      .where('submission_id', '=', id)
      .execute()
    return id
  }

  it('sends a failed delivery once more, under the same idempotency key, and only the ones asked for', async () => {
    const tours = await failedSubmission('tours', 'tailorMade')
    const golf = await failedSubmission('golf', 'tailorMade')
    const contact = await failedSubmission('tours', 'contact')
    const [before] = (await findSubmission(store.db, tours))!.deliveries

    expect(
      (await failedDeliveries(store.db, { form: 'tailorMade', site: 'tours' })).map(
        (row) => row.submissionId,
      ),
    ).toEqual([tours])
    const now = new Date(start.getTime() + 4 * day)
    expect(await requeueFailed(store.db, { form: 'tailorMade', site: 'tours' }, now)).toBe(1)

    const sent: DeliveryAttempt[] = []
    const outbox = createOutbox(store.db, {
      deliver: async (attempt) => void sent.push(attempt),
      now: () => now,
    })
    expect(await outbox.drain()).toMatchObject({ delivered: 1 })
    expect(await outbox.drain()).toMatchObject({ delivered: 0 })
    expect(sent.map(({ deliveryId, submissionId }) => ({ deliveryId, submissionId }))).toEqual([
      { deliveryId: before!.id, submissionId: tours },
    ])
    expect((await findSubmission(store.db, tours))!.deliveries[0]).toMatchObject({
      status: 'delivered',
      attempts: 1,
    })
    // The requeue is in the delivery's history, before the try it led to.
    const history = await store.db
      .selectFrom('delivery_attempts')
      .select(['seq', 'attempt', 'outcome', 'at'])
      .where('delivery_id', '=', before!.id)
      .orderBy('seq')
      .execute()
    expect(history.map((row) => ({ ...row, seq: Number(row.seq) }))).toEqual([
      { seq: 1, attempt: null, outcome: 'requeued', at: now.toISOString() },
      { seq: 2, attempt: 1, outcome: 'delivered', at: now.toISOString() },
    ])
    for (const other of [golf, contact])
      expect((await findSubmission(store.db, other))!.deliveries[0]).toMatchObject({ status: 'failed' })
    // Nothing failed is left for that filter: a second requeue does nothing, and records nothing.
    expect(await requeueFailed(store.db, { form: 'tailorMade', site: 'tours' }, now)).toBe(0)
    expect(await store.db.selectFrom('delivery_attempts').select('seq').execute()).toHaveLength(2)
  })

  it('finds deliveries by delivery or submission id, and by the time their submission was stored', async () => {
    const early = await failedSubmission('rail', 'cms', start)
    const late = await failedSubmission('rail', 'cms', new Date(start.getTime() + day))
    const [lateDelivery] = (await findSubmission(store.db, late))!.deliveries
    const ids = async (filter: Parameters<typeof failedDeliveries>[1]) =>
      (await failedDeliveries(store.db, filter)).map((row) => row.submissionId)
    expect(await ids({ id: early })).toEqual([early])
    expect(await ids({ id: lateDelivery!.id })).toEqual([late])
    expect(await ids({ from: new Date(start.getTime() + 1).toISOString() })).toEqual([late])
    expect(await ids({ to: new Date(start.getTime() + 1).toISOString() })).toEqual([early])
    expect(await ids({})).toEqual([early, late])
  })
})
