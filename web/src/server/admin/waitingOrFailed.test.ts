/** @jest-environment node */
import { storeSubmission } from '@/server/submissions/store'
import { testDatabases } from '@/testing/testDatabases'
import { submissionsWithStatus, type StatusWalk } from './waitingOrFailed'

const minute = (n: number) => new Date(Date.UTC(2026, 10, 20, 9, n))

describe.each(testDatabases)('the waiting and failed of a site on $name', ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  beforeEach(async () => {
    store = await create()
  })
  afterEach(() => store.dispose())

  const stored = (site: string, at: Date) =>
    storeSubmission(
      store.db,
      { site, formKind: 'contact', payload: {}, targets: ['portal', 'mail', 'crm'] },
      at,
    )

  async function fail(id: string, targets = ['portal', 'mail', 'crm']) {
    await store.db
      .updateTable('deliveries')
      .set({ status: 'failed' })
      .where('submission_id', '=', id)
      .where('target', 'in', targets)
      .execute()
  }

  /** Every batch of a walk, as ids. */
  async function walked(walk: Omit<StatusWalk, 'status' | 'site'>, batchSize: number) {
    const batches: string[][] = []
    const places = submissionsWithStatus(store.db, { status: 'failed', site: 'tours', ...walk }, batchSize)
    for await (const batch of places) batches.push(batch.map(({ id }) => id))
    return batches
  }

  it('reads them down the deliveries alone, in the list’s order, each once however many of its deliveries failed', async () => {
    const made: string[] = []
    for (let n = 0; n < 5; n += 1) made.push(await stored('tours', minute(n)))
    const elsewhere = await stored('golf', minute(9))
    for (const id of [made[0]!, made[1]!, made[3]!, elsewhere]) await fail(id)
    await fail(made[4]!, ['mail'])
    const [first, second, , fourth, fifth] = made

    const newestFirst = [fifth, fourth, second, first]
    // Batches of two deliveries: a submission's three failed ones straddle batches, and count once.
    expect((await walked({}, 2)).flat()).toEqual(newestFirst)
    expect((await walked({}, 500)).flat()).toEqual(newestFirst)
    expect((await walked({ oldestFirst: true }, 2)).flat()).toEqual([...newestFirst].reverse())
    // Past a place in the list, and within a time.
    expect((await walked({ beyond: { createdAt: minute(3).toISOString(), id: fourth! } }, 2)).flat()).toEqual(
      [second, first],
    )
    expect((await walked({ from: minute(1).toISOString(), to: minute(4).toISOString() }, 2)).flat()).toEqual([
      fourth,
      second,
    ])
  })
})
