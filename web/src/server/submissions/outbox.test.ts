/** @jest-environment node */
import { createOutbox, retryDelayMs, UndeliverablePayload, type DeliveryAttempt } from './outbox'
import { findSubmission, storeSubmission } from './store'
import { testDatabases } from '@/testing/testDatabases'

const start = new Date('2026-11-22T10:00:00.000Z')
const day = 24 * 60 * 60_000

type Settle = { resolve: () => void; reject: (reason: Error) => void }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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

  /** A delivery's history as stored, oldest first. */
  const history = (deliveryId: string) =>
    store.db
      .selectFrom('delivery_attempts')
      .select(['seq', 'attempt', 'at', 'outcome', 'error'])
      .where('delivery_id', '=', deliveryId)
      .orderBy('seq')
      .execute()
      .then((rows) =>
        rows.map((row) => ({ ...row, seq: Number(row.seq), attempt: row.attempt && Number(row.attempt) })),
      )

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
    expect(await outbox.drain()).toEqual({ delivered: 1, retry: 0, failed: 0, takenOver: 0 })
    const stored = await findSubmission(store.db, id)
    expect(sent).toEqual([
      {
        deliveryId: stored!.deliveries[0]!.id,
        submissionId: id,
        site: 'cruises',
        formKind: 'contact',
        target: 'passenger-portal.contact-us',
        payload: { email: 'a@b.co' },
        receivedAt: start.toISOString(),
      },
    ])
    expect(stored!.deliveries[0]).toMatchObject({
      status: 'delivered',
      attempts: 1,
      deliveredAt: start.toISOString(),
    })
    expect(await outbox.drain()).toEqual({ delivered: 0, retry: 0, failed: 0, takenOver: 0 })
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
    expect(await outbox.drain()).toEqual({ delivered: 0, retry: 1, failed: 0, takenOver: 0 })
    expect((await findSubmission(store.db, id))!.deliveries[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'HTTP 503: Sandbox failure injected',
      nextAttemptAt: new Date(start.getTime() + 1000).toISOString(),
    })
    // Not due yet: nothing happens.
    expect(await outbox.drain()).toEqual({ delivered: 0, retry: 0, failed: 0, takenOver: 0 })
    for (const wait of [1000, 2000, 4000]) {
      time.advance(wait)
      await outbox.drain()
    }
    const delivered = (await findSubmission(store.db, id))!.deliveries[0]!
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 4, lastError: null })
    expect(new Set(keys)).toEqual(new Set([delivered.id]))
    // Every try is kept, in order, with its time, outcome and error.
    const at = (ms: number) => new Date(start.getTime() + ms).toISOString()
    const failure = 'HTTP 503: Sandbox failure injected'
    expect(await history(delivered.id)).toEqual([
      { seq: 1, attempt: 1, at: at(0), outcome: 'retry', error: failure },
      { seq: 2, attempt: 2, at: at(1000), outcome: 'retry', error: failure },
      { seq: 3, attempt: 3, at: at(3000), outcome: 'retry', error: failure },
      { seq: 4, attempt: 4, at: at(7000), outcome: 'delivered', error: null },
    ])
  })

  it('fails a delivery whose payload cannot be delivered at its first attempt, and reports it', async () => {
    const time = clock()
    const id = await storeSubmission(
      store.db,
      { site: 'golf', formKind: 'contact', payload: {}, targets: ['t'] },
      time.now(),
    )
    const reported: string[] = []
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const outbox = createOutbox(store.db, {
      deliver: async () => {
        throw new UndeliverablePayload('The stored submission no longer fits the form: email: Required')
      },
      onFailed: async (failed) => void reported.push(failed.lastError),
      now: time.now,
    })
    expect(await outbox.drain()).toEqual({ delivered: 0, retry: 0, failed: 1, takenOver: 0 })
    error.mockRestore()
    const [failed] = (await findSubmission(store.db, id))!.deliveries
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
    expect(reported).toEqual(['The stored submission no longer fits the form: email: Required'])
    expect(await history(failed!.id)).toEqual([
      {
        seq: 1,
        attempt: 1,
        at: start.toISOString(),
        outcome: 'failed',
        error: 'The stored submission no longer fits the form: email: Required',
      },
    ])
  })

  it('keeps retrying through an outage by age, not by count, and fails only after the retry period', async () => {
    const time = clock()
    const id = await storeSubmission(
      store.db,
      { site: 'rail', formKind: 'contact', payload: {}, targets: ['t'] },
      time.now(),
    )
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const outbox = createOutbox(store.db, {
      deliver: async () => {
        throw new Error('HTTP 503: back office down')
      },
      baseDelayMs: 10_000,
      maxDelayMs: 6 * 60 * 60_000,
      giveUpAfterMs: 3 * day,
      now: time.now,
    })
    const delivery = async () => (await findSubmission(store.db, id))!.deliveries[0]!
    try {
      // Every attempt, at each due time, until the delivery is no longer pending.
      const attempts: { at: number; status: string; attempts: number }[] = []
      for (let round = 0; round < 1000; round += 1) {
        await outbox.drain()
        const { status, attempts: count, nextAttemptAt } = await delivery()
        attempts.push({ at: time.now().getTime() - start.getTime(), status, attempts: count })
        if (status !== 'pending') break
        time.advance(Date.parse(nextAttemptAt) - time.now().getTime())
      }
      const pending = attempts.filter((attempt) => attempt.status === 'pending')
      const last = attempts[attempts.length - 1]!
      // Past the old rule's end (ten attempts, about 85 minutes) it still tries, for three days.
      expect(pending.length).toBeGreaterThan(10)
      expect(pending[pending.length - 1]!.at).toBeLessThan(3 * day)
      expect(last).toMatchObject({ status: 'failed' })
      expect(last.at).toBeGreaterThanOrEqual(3 * day)
      // The waits stop growing at the cap.
      expect(last.at - pending[pending.length - 1]!.at).toBeLessThanOrEqual(6 * 60 * 60_000)
      expect(await delivery()).toMatchObject({ status: 'failed', lastError: 'HTTP 503: back office down' })
      expect(await outbox.failedCount()).toBe(1)
      expect(error).toHaveBeenCalledTimes(1)
      expect(error.mock.calls[0]![0]).toMatch(
        /^Outbox: delivery .+ \(contact form on rail\) to t failed after \d+ attempts since 2026-11-22T10:00:00.000Z; .*Last error: HTTP 503: back office down$/,
      )
      expect((await findSubmission(store.db, id))!.payload).toEqual({})
    } finally {
      error.mockRestore()
    }
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
    const workers = [1, 2].map(() => createOutbox(store.db, { deliver: slowDeliver, now: time.now }))
    await Promise.all(workers.map((worker) => worker.drain()))
    expect(delivered).toHaveLength(12)
    expect(new Set(delivered).size).toBe(12)
  })

  it('has `concurrency` deliveries under way at once, each row delivered once', async () => {
    const time = clock()
    for (let index = 0; index < 7; index += 1) {
      await storeSubmission(
        store.db,
        { site: 'tours', formKind: 'contact', payload: { index }, targets: ['t'] },
        time.now(),
      )
    }
    // The upstream answers nobody until three calls are waiting on it at once.
    const waiting: Array<() => void> = []
    const delivered: string[] = []
    let mostAtOnce = 0
    const deliver = ({ deliveryId }: DeliveryAttempt) =>
      new Promise<void>((resolve) => {
        waiting.push(() => {
          delivered.push(deliveryId)
          resolve()
        })
        mostAtOnce = Math.max(mostAtOnce, waiting.length)
        if (waiting.length === 3 || delivered.length + waiting.length === 7)
          waiting.splice(0).forEach((answer) => answer())
      })
    const outbox = createOutbox(store.db, { deliver, concurrency: 3, now: time.now })
    expect(await outbox.drain()).toEqual({ delivered: 7, retry: 0, failed: 0, takenOver: 0 })
    expect(mostAtOnce).toBe(3)
    expect(new Set(delivered).size).toBe(7)
  })

  it('delivers every row exactly once to two drainers with a slow upstream and a short lease', async () => {
    const rowCount = 16
    for (let index = 0; index < rowCount; index += 1) {
      await storeSubmission(store.db, {
        site: 'tours',
        formKind: 'contact',
        payload: { index },
        targets: ['t'],
      })
    }
    const calls = new Map<string, number>()
    const slowDeliver = async ({ deliveryId }: DeliveryAttempt) => {
      calls.set(deliveryId, (calls.get(deliveryId) ?? 0) + 1)
      await sleep(100)
    }
    // Sixteen rows of 100 ms outlast a 1 s lease: a lease taken for all of them (or for one
    // drainer's half) would lapse, while one row's lease leaves 900 ms for a busy machine's
    // database round trips.
    const drainers = [1, 2].map(() => createOutbox(store.db, { deliver: slowDeliver, leaseMs: 1000 }))
    const everDelivered = new Set<string>()
    const revertedToPending = new Set<string>()
    let done = false
    const watch = async () => {
      while (!done) {
        const rows = await store.db.selectFrom('deliveries').select(['id', 'status']).execute()
        for (const row of rows) {
          if (row.status === 'delivered') everDelivered.add(row.id)
          else if (everDelivered.has(row.id)) revertedToPending.add(row.id)
        }
        if (rows.every((row) => row.status === 'delivered')) done = true
        else await sleep(5)
      }
    }
    const keepDraining = async (drainer: (typeof drainers)[number]) => {
      while (!done) {
        await drainer.drain()
        await sleep(5)
      }
    }
    await Promise.all([watch(), ...drainers.map(keepDraining)])

    const rows = await store.db.selectFrom('deliveries').select(['id', 'status']).execute()
    expect(rows.map((row) => row.status)).toEqual(Array(rowCount).fill('delivered'))
    expect(rows.map((row) => calls.get(row.id))).toEqual(Array(rowCount).fill(1))
    expect([...revertedToPending]).toEqual([])
  })

  it.each([
    ['fails', (settle: Settle) => settle.reject(new Error('HTTP 504: upstream timed out'))],
    ['succeeds', (settle: Settle) => settle.resolve()],
  ])("leaves a row another worker delivered alone when a stale worker's call %s late", async (_, finish) => {
    const time = clock()
    const id = await storeSubmission(
      store.db,
      { site: 'tours', formKind: 'contact', payload: {}, targets: ['t'] },
      time.now(),
    )
    let staleCall: Settle | undefined
    let started: () => void = () => undefined
    const staleStarted = new Promise<void>((resolve) => (started = resolve))
    const stale = createOutbox(store.db, {
      deliver: () =>
        new Promise<void>((resolve, reject) => {
          staleCall = { resolve, reject }
          started()
        }),
      leaseMs: 30_000,
      now: time.now,
    })
    const staleDrain = stale.drain()
    await staleStarted
    time.advance(30_001)
    const other = createOutbox(store.db, { deliver: async () => undefined, leaseMs: 30_000, now: time.now })
    expect(await other.drain()).toMatchObject({ delivered: 1 })
    const delivered = (await findSubmission(store.db, id))!.deliveries[0]

    time.advance(5000)
    finish(staleCall!)
    const staleOutcomes = await staleDrain
    expect((await findSubmission(store.db, id))!.deliveries[0]).toEqual(delivered)
    expect(staleOutcomes).toEqual({ delivered: 0, retry: 0, failed: 0, takenOver: 1 })
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 1, lastError: null })
    // The stale worker's late outcome is no try of the history: only the one that counted.
    expect(await history(delivered!.id)).toEqual([
      {
        seq: 1,
        attempt: 1,
        at: new Date(start.getTime() + 30_001).toISOString(),
        outcome: 'delivered',
        error: null,
      },
    ])
  })

  it('stores an upstream error with control characters safely and retries the row', async () => {
    const time = clock()
    const id = await storeSubmission(
      store.db,
      { site: 'golf', formKind: 'contact', payload: {}, targets: ['t'] },
      time.now(),
    )
    time.advance(1)
    const behind = await storeSubmission(
      store.db,
      { site: 'golf', formKind: 'contact', payload: {}, targets: ['t'] },
      time.now(),
    )
    const outbox = createOutbox(store.db, {
      deliver: async ({ submissionId }) => {
        if (submissionId === id) throw new Error('HTTP 502: bad\u0000 gate\u0007way\r\n\tdetails\u009b')
      },
      now: time.now,
    })
    expect(await outbox.drain()).toMatchObject({ delivered: 1, retry: 1 })
    expect((await findSubmission(store.db, id))!.deliveries[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'HTTP 502: bad gateway\n\tdetails',
    })
    expect((await findSubmission(store.db, behind))!.deliveries[0]).toMatchObject({ status: 'delivered' })
  })

  it('counts attempts on a row whose payload cannot be read, without holding back the rows behind it', async () => {
    const time = clock()
    await store.db
      .insertInto('submissions')
      .values({
        id: 'broken',
        site: 'golf',
        form_kind: 'contact',
        payload: '{not json',
        created_at: start.toISOString(),
      })
      .execute()
    await store.db
      .insertInto('deliveries')
      .values({
        id: 'broken-t',
        submission_id: 'broken',
        site: 'golf',
        submitted_at: start.toISOString(),
        target: 't',
        status: 'pending',
        next_attempt_at: start.toISOString(),
      })
      .execute()
    time.advance(1)
    const good = await storeSubmission(
      store.db,
      { site: 'golf', formKind: 'contact', payload: {}, targets: ['t'] },
      time.now(),
    )
    const sent: string[] = []
    const outbox = createOutbox(store.db, {
      deliver: async ({ submissionId }) => void sent.push(submissionId),
      baseDelayMs: 10,
      giveUpAfterMs: 120_000,
      now: time.now,
    })
    expect(await outbox.drain()).toMatchObject({ delivered: 1, retry: 1 })
    expect(sent).toEqual([good])
    for (let round = 0; round < 4; round += 1) {
      time.advance(60_000)
      await outbox.drain()
    }
    const broken = await store.db
      .selectFrom('deliveries')
      .selectAll()
      .where('id', '=', 'broken-t')
      .executeTakeFirstOrThrow()
    expect(broken).toMatchObject({ status: 'failed', attempts: 3, last_error: expect.stringMatching(/JSON/) })
    expect(sent).toEqual([good])
  })

  it('retries a delivery whose worker died once its lease runs out', async () => {
    const time = clock()
    await storeSubmission(
      store.db,
      { site: 'tours', formKind: 'contact', payload: {}, targets: ['t'] },
      time.now(),
    )
    const crashed = createOutbox(store.db, { deliver: async () => undefined, leaseMs: 30_000, now: time.now })
    expect(await crashed.claim()).toBeDefined()
    const survivor = createOutbox(store.db, {
      deliver: async () => undefined,
      leaseMs: 30_000,
      now: time.now,
    })
    expect(await survivor.drain()).toEqual({ delivered: 0, retry: 0, failed: 0, takenOver: 0 })
    time.advance(30_001)
    expect(await survivor.drain()).toEqual({ delivered: 1, retry: 0, failed: 0, takenOver: 0 })
  })
})
