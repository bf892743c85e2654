/** @jest-environment node */
import { recordDeliveryEvent } from './deliveryHistory'
import { purgeDeliveredPayloads, removeExpiredRows, retentionDays, rowRetentionDays } from './retention'
import type { DeliveryStatus } from './schema'
import { findSubmission, storeSubmission } from './store'
import { testDatabases } from '@/testing/testDatabases'

const day = 24 * 60 * 60_000
const start = new Date('2026-11-22T10:00:00.000Z')
const at = (days: number) => new Date(start.getTime() + days * day)

describe('retentionDays', () => {
  it('reads SUBMISSION_RETENTION_DAYS, 30 days unless it is a positive number', () => {
    expect(retentionDays({ SUBMISSION_RETENTION_DAYS: '7' })).toBe(7)
    expect(retentionDays({})).toBe(30)
    expect(retentionDays({ SUBMISSION_RETENTION_DAYS: 'soon' })).toBe(30)
    expect(retentionDays({ SUBMISSION_RETENTION_DAYS: '0' })).toBe(30)
  })
})

describe('rowRetentionDays', () => {
  it('reads SUBMISSION_ROW_RETENTION_DAYS, a year unless it is a positive number', () => {
    expect(rowRetentionDays({ SUBMISSION_ROW_RETENTION_DAYS: '730' })).toBe(730)
    expect(rowRetentionDays({})).toBe(365)
    expect(rowRetentionDays({ SUBMISSION_ROW_RETENTION_DAYS: '-1' })).toBe(365)
  })
})

describe.each(testDatabases)('purging delivered payloads on $name', ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  beforeEach(async () => {
    store = await create()
  })
  afterEach(() => store.dispose())

  /**
   * A submission stored on `storedOn` (days), with one delivery per given state; delivered ones
   * on `deliveredOn`.
   */
  async function submission(states: DeliveryStatus[], deliveredOn = 0, storedOn = 0) {
    const targets = states.map((_, index) => `target-${index}`)
    const payload = { email: 'kiri@example.co.nz' }
    const id = await storeSubmission(
      store.db,
      { site: 'tours', formKind: 'contact', payload, targets },
      at(storedOn),
    )
    for (const [index, status] of states.entries()) {
      await store.db
        .updateTable('deliveries')
        .set({ status, delivered_at: status === 'delivered' ? at(deliveredOn).toISOString() : null })
        .where('submission_id', '=', id)
        .where('target', '=', `target-${index}`)
        .execute()
    }
    return id
  }

  it('removes the payloads of fully delivered submissions once the period is over, and keeps the rows', async () => {
    const delivered = await submission(['delivered', 'delivered'], 1)
    const partlyFailed = await submission(['delivered', 'failed'])
    const pending = await submission(['pending'])
    const recent = await submission(['delivered'], 20)
    const rowsBefore = await store.db.selectFrom('deliveries').selectAll().orderBy('id').execute()

    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(30) })).toBe(0)
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(31) })).toBe(1)

    const purged = await findSubmission(store.db, delivered)
    expect(purged).toMatchObject({ id: delivered, site: 'tours', formKind: 'contact', payload: null })
    expect(purged!.deliveries.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered'])
    for (const kept of [partlyFailed, pending, recent]) {
      expect((await findSubmission(store.db, kept))!.payload).toEqual({ email: 'kiri@example.co.nz' })
    }
    expect(await store.db.selectFrom('submissions').select('id').execute()).toHaveLength(4)
    expect(await store.db.selectFrom('deliveries').selectAll().orderBy('id').execute()).toEqual(rowsBefore)
  })

  it('purges a submission that had nothing to deliver once the period since it was stored is over', async () => {
    const id = await submission([])
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(29) })).toBe(0)
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(31) })).toBe(1)
    expect((await findSubmission(store.db, id))!.payload).toBeNull()
  })

  it('drops where the visit came from with the payload, and keeps the form it was', async () => {
    const id = await storeSubmission(
      store.db,
      {
        site: 'tours',
        formKind: 'cms-form',
        payload: { email: 'kiri@example.co.nz' },
        targets: [],
        attribution: { landingPage: '/offers', utmSource: 'newsletter' },
        form: { ref: 'form-x', title: 'Brochure request', labels: { email: 'Email' } },
      },
      start,
    )
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(31) })).toBe(1)
    const row = await store.db
      .selectFrom('submissions')
      .select(['payload', 'attribution', 'form_ref', 'form_title'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      payload: 'null',
      attribution: null,
      form_ref: 'form-x',
      form_title: 'Brochure request',
    })
  })

  it("keeps each delivery's history of tries but not their error texts, which can quote what was sent", async () => {
    const id = await submission(['delivered'])
    const [delivery] = (await findSubmission(store.db, id))!.deliveries
    await store.db.transaction().execute((trx) =>
      recordDeliveryEvent(trx, {
        deliveryId: delivery!.id,
        at: start.toISOString(),
        outcome: 'retry',
        attempt: 1,
        error: '550 No such user: kiri@example.co.nz',
      }),
    )
    const history = () => store.db.selectFrom('delivery_attempts').select(['outcome', 'error']).execute()
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(29) })).toBe(0)
    expect(await history()).toEqual([{ outcome: 'retry', error: '550 No such user: kiri@example.co.nz' }])
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(31) })).toBe(1)
    expect(await history()).toEqual([{ outcome: 'retry', error: null }])
  })

  it('purges each submission once, and keeps when it was purged', async () => {
    const id = await submission(['delivered'])
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(31) })).toBe(1)
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(40) })).toBe(0)
    const row = await store.db
      .selectFrom('submissions')
      .select(['payload', 'purged_at', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ payload: 'null', purged_at: at(31).toISOString(), created_at: start.toISOString() })
  })

  it('purges in batches until none is left', async () => {
    const ids = []
    for (let index = 0; index < 5; index += 1) ids.push(await submission(['delivered'], 1))
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(31), batchSize: 2 })).toBe(5)
    for (const id of ids) expect((await findSubmission(store.db, id))!.payload).toBeNull()
  })

  it('purges every due submission past the older ones still waiting or failed, a batch at a time', async () => {
    const kept = [
      await submission(['failed']),
      await submission(['delivered', 'pending']),
      await submission(['failed'], 0, 1),
    ]
    const due = []
    for (let index = 0; index < 3; index += 1) due.push(await submission(['delivered'], 3, 2))
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(40), batchSize: 2 })).toBe(3)
    for (const id of due) expect((await findSubmission(store.db, id))!.payload).toBeNull()
    for (const id of kept) expect((await findSubmission(store.db, id))!.payload).not.toBeNull()
  })

  it("removes a purged submission's row, deliveries and history once the row's period is over, and keeps its counts", async () => {
    const old = await submission(['delivered', 'delivered'], 1)
    const failed = await submission(['failed'])
    const [delivery] = (await findSubmission(store.db, old))!.deliveries
    await store.db.transaction().execute((trx) =>
      recordDeliveryEvent(trx, {
        deliveryId: delivery!.id,
        at: start.toISOString(),
        outcome: 'delivered',
        attempt: 1,
        error: null,
      }),
    )
    const totals = () =>
      store.db.selectFrom('submission_day_totals').select(['site', 'form_kind', 'count']).execute()
    const countsBefore = await totals()
    expect(countsBefore).not.toEqual([])
    await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(31) })

    expect(await removeExpiredRows(store.db, { rowRetentionDays: 365, now: at(364) })).toBe(0)
    expect(await removeExpiredRows(store.db, { rowRetentionDays: 365, now: at(366), batchSize: 1 })).toBe(1)

    expect(await findSubmission(store.db, old)).toBeUndefined()
    expect(await store.db.selectFrom('deliveries').select('submission_id').execute()).toEqual([
      { submission_id: failed },
    ])
    expect(await store.db.selectFrom('delivery_attempts').selectAll().execute()).toEqual([])
    // A failed delivery keeps its submission whole, however old.
    expect((await findSubmission(store.db, failed))!.payload).toEqual({ email: 'kiri@example.co.nz' })
    expect(await totals()).toEqual(countsBefore)
  })
})
