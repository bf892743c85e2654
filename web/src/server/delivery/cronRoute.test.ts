/** @jest-environment node */
import crypto from 'node:crypto'
import type { NextApiRequest } from 'next'

const steps: string[] = []

jest.mock('./worker', () => ({
  processOutbox: jest.fn(async () => ({
    drain: async () => {
      steps.push('drain')
      return { delivered: 2, retry: 1, failed: 0, takenOver: 0 }
    },
    failedCount: async () => {
      steps.push('count')
      return 4
    },
  })),
  purgeExpiredPayloads: jest.fn(async () => {
    steps.push('purge')
    return 3
  }),
}))

import deliverDue from '../../../pages/api/cron/deliver'
import { fakeApiResponse } from '@/testing/fakeApiResponse'

async function call(headers: Record<string, string>, method = 'GET') {
  const { res, recorded } = fakeApiResponse()
  await deliverDue({ method, headers } as unknown as NextApiRequest, res)
  return recorded
}

afterEach(() => {
  delete process.env.CRON_SECRET
  steps.length = 0
  jest.restoreAllMocks()
})

describe('/api/cron/deliver', () => {
  it('drains the outbox for the cron secret, purges expired payloads, and reports every failed delivery', async () => {
    process.env.CRON_SECRET = 'cron-secret'
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await call({ authorization: 'Bearer cron-secret' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ delivered: 2, retry: 1, failed: 0, takenOver: 0, purged: 3, failedTotal: 4 })
    expect(steps).toEqual(['drain', 'purge', 'count'])
    expect(error).toHaveBeenCalledWith(expect.stringContaining('4 failed deliveries'))
  })

  it('refuses other callers, and everyone when no secret is configured', async () => {
    process.env.CRON_SECRET = 'cron-secret'
    expect((await call({ authorization: 'Bearer guess' })).statusCode).toBe(401)
    expect((await call({})).statusCode).toBe(401)
    delete process.env.CRON_SECRET
    expect((await call({ authorization: 'Bearer ' })).statusCode).toBe(401)
    expect(steps).toEqual([])
  })

  it('compares the token in constant time, so its characters cannot be guessed one by one', async () => {
    process.env.CRON_SECRET = 'cron-secret'
    const timingSafeEqual = jest.spyOn(crypto, 'timingSafeEqual')
    expect((await call({ authorization: 'Bearer cron-secreT' })).statusCode).toBe(401)
    expect(timingSafeEqual).toHaveBeenCalled()
  })
})
