/** @jest-environment node */
import { testDatabases } from '@/testing/testDatabases'
import { createAllowance, createTickets, purgeExpiredLimits } from './rateLimit'

describe.each(testDatabases)('limits kept in the submissions database, on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>
  beforeEach(async () => {
    database = await create()
  })
  afterEach(() => database.dispose())
  const db = () => Promise.resolve(database.db)

  it('takes a ticket only once issued, for as many uses as it was given', async () => {
    const tickets = createTickets(db, 2, 60)
    expect(await tickets.take('pass:a')).toBe(false)
    await tickets.issue('pass:a')
    expect([
      await tickets.take('pass:a'),
      await tickets.take('pass:a'),
      await tickets.take('pass:a'),
    ]).toEqual([true, true, false])
    expect(await tickets.take('pass:b')).toBe(false)
  })

  it('spends an allowance by amounts, and a refused amount costs nothing', async () => {
    const allowance = createAllowance(db, 1000, 60)
    expect(await allowance.left('bytes:a')).toEqual({ amount: 1000, retryAfter: 0 })
    expect(await allowance.spend('bytes:a', 600)).toBeUndefined()
    const wait = await allowance.spend('bytes:a', 600)
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    expect((await allowance.left('bytes:a')).amount).toBe(400)
    expect(await allowance.spend('bytes:a', 400)).toBeUndefined()
    expect((await allowance.left('bytes:a')).amount).toBe(0)
    expect((await allowance.left('bytes:b')).amount).toBe(1000)
  })
})

describe.each(testDatabases)('purgeExpiredLimits, on $name', ({ create }) => {
  it('deletes only what is past its time, and does nothing before any limit was kept', async () => {
    const database = await create()
    try {
      await purgeExpiredLimits(database.db)
      const db = () => Promise.resolve(database.db)
      const tickets = createTickets(db, 1, 60)
      await tickets.issue('pass:live')
      await tickets.issue('pass:old')
      await purgeExpiredLimits(database.db, Date.now() + 30_000)
      expect(await tickets.take('pass:live')).toBe(true)
      await purgeExpiredLimits(database.db, Date.now() + 120_000)
      await tickets.issue('pass:new')
      expect([await tickets.take('pass:old'), await tickets.take('pass:new')]).toEqual([false, true])
    } finally {
      await database.dispose()
    }
  })
})
