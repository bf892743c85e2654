/** @jest-environment node */
import type { NextApiRequest } from 'next'

jest.mock('./worker', () => ({
  processOutbox: jest.fn(async () => ({ drain: async () => ({ delivered: 2, retry: 1, failed: 0 }) })),
}))

import deliverDue from '../../pages/api/cron/deliver'
import { fakeApiResponse } from '../testing/fakeApiResponse'

async function call(headers: Record<string, string>, method = 'GET') {
  const { res, recorded } = fakeApiResponse()
  await deliverDue({ method, headers } as unknown as NextApiRequest, res)
  return recorded
}

afterEach(() => {
  delete process.env.CRON_SECRET
})

describe('/api/cron/deliver', () => {
  it('drains the outbox for the cron secret', async () => {
    process.env.CRON_SECRET = 'cron-secret'
    const res = await call({ authorization: 'Bearer cron-secret' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ delivered: 2, retry: 1, failed: 0 })
  })

  it('refuses other callers, and everyone when no secret is configured', async () => {
    process.env.CRON_SECRET = 'cron-secret'
    expect((await call({ authorization: 'Bearer guess' })).statusCode).toBe(401)
    expect((await call({})).statusCode).toBe(401)
    delete process.env.CRON_SECRET
    expect((await call({ authorization: 'Bearer ' })).statusCode).toBe(401)
  })
})
