/** @jest-environment node */
import { createOutbox, retryDelayMs, type DeliveryAttempt } from './outbox'
import { findSubmission, storeSubmission } from './store'
import { testDatabases } from './testDatabases'

const start = new Date('2026-11-22T10:00:00.000Z')

function clock() {
  let current = start.getTime()
  return { now: () => new Date(current), advance: (ms: number) => (current += ms) }
}

describe('retryDelayMs', () => {
  it('doubles from the base delay up to the maximum', () => {
    expect([1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ])
  })
})

describe.each(testDatabases)('the outbox on $name', ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  beforeEach(async () => {
    store = await create()
  })
  afterEach(() => store.dispose())

  it('delivers a stored submission with its payload and a stable idempotency key', async () => {
    const time = clock()
    const id = await storeSubmission(
      store.db,
      {
        site: 'cruises',
        formKind: 'contact',
        payload: { email: 'a@b.co' },
        targets: ['passenger-portal.contact-us'],
      },
      time.now(),
    )
    const sent: DeliveryAttempt[] = []
    const outbox = createOutbox(store.db, {
      deliver: async (attempt) => void sent.push(attempt),
      now: time.now,
    })
    expect(await outbox.drain()).toEqual({ delivered: 1, retry: 0, failed: 0 })
    const stored = await findSubmission(store.db, id)
    expect(sent).toEqual([
      {
        deliveryId: stored!.deliveries[0]!.id,
        submissionId: id,
        site: 'cruises',
        formKind: 'contact',
        target: 'passenger-portal.contact-us',
        payload: { email: 'a@b.co' },
      },
    ])
    expect(stored!.deliveries[0]).toMatchObject({
      status: 'delivered',
      attempts: 1,
      deliveredAt: start.toISOString(),
    })
    expect(await outbox.drain()).toEqual({ delivered: 0, retry: 0, failed: 0 })
  })

  it('retries with backoff after failures, then delivers', async () => {
    const time = clock()
    const id = await storeSubmission(
      store.db,
      { site: 'golf', formKind: 'contact', payload: {}, targets: ['t'] },
      time.now(),
    )
    let failuresLeft = 3
    const keys: string[] = []
    const outbox = createOutbox(store.db, {
      deliver: async ({ deliveryId }) => {
        keys.push(deliveryId)
        if (failuresLeft-- > 0) throw new Error('HTTP 503: Sandbox failure injected')
      },
      baseDelayMs: 1000,
      now: time.now,
    })
    expect(await outbox.drain()).toEqual({ delivered: 0, retry: 1, failed: 0 })
    expect((await findSubmission(store.db, id))!.deliveries[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'HTTP 503: Sandbox failure injected',
      nextAttemptAt: new Date(start.getTime() + 1000).toISOString(),
    })
    // Not due yet: nothing happens.
    expect(await outbox.drain()).toEqual({ delivered: 0, retry: 0, failed: 0 })
    for (const wait of [1000, 2000, 4000]) {
      time.advance(wait)
      await outbox.drain()
    }
    const delivered = (await findSubmission(store.db, id))!.deliveries[0]!
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 4, lastError: null })
    expect(new Set(keys)).toEqual(new Set([delivered.id]))
  })

  it('marks a delivery failed after the last attempt and keeps it', async () => {
    const time = clock()
    const id = await storeSubmission(
      store.db,
      { site: 'rail', formKind: 'contact', payload: {}, targets: ['t'] },
      time.now(),
    )
    const outbox = createOutbox(store.db, {
      deliver: async () => {
        throw new Error('HTTP 400: contactInformation.name is required')
      },
      baseDelayMs: 10,
      maxAttempts: 3,
      now: time.now,
    })
    for (let round = 0; round < 5; round += 1) {
      await outbox.drain()
      time.advance(60_000)
    }
    const stored = await findSubmission(store.db, id)
    expect(stored!.deliveries[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'HTTP 400: contactInformation.name is required',
    })
    expect(stored!.payload).toEqual({})
  })

  it('never hands the same delivery to two workers', async () => {
    const time = clock()
    for (let index = 0; index < 12; index += 1) {
      await storeSubmission(
        store.db,
        { site: 'tours', formKind: 'contact', payload: { index }, targets: ['t'] },
        time.now(),
      )
    }
    const delivered: string[] = []
    const slowDeliver = async ({ deliveryId }: DeliveryAttempt) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      delivered.push(deliveryId)
    }
    const workers = [1, 2].map(() =>
      createOutbox(store.db, { deliver: slowDeliver, batchSize: 3, now: time.now }),
    )
    await Promise.all(workers.map((worker) => worker.drain()))
    expect(delivered).toHaveLength(12)
    expect(new Set(delivered).size).toBe(12)
  })

  it('retries a delivery whose worker died once its lease runs out', async () => {
    const time = clock()
    await storeSubmission(
      store.db,
      { site: 'tours', formKind: 'contact', payload: {}, targets: ['t'] },
      time.now(),
    )
    const crashed = createOutbox(store.db, { deliver: async () => undefined, leaseMs: 30_000, now: time.now })
    expect(await crashed.claim()).toHaveLength(1)
    const survivor = createOutbox(store.db, {
      deliver: async () => undefined,
      leaseMs: 30_000,
      now: time.now,
    })
    expect(await survivor.drain()).toEqual({ delivered: 0, retry: 0, failed: 0 })
    time.advance(30_001)
    expect(await survivor.drain()).toEqual({ delivered: 1, retry: 0, failed: 0 })
  })
})
