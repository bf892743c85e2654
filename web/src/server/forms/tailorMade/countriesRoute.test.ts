/** @jest-environment node */
import type { NextApiRequest } from 'next'

jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { submissionsDb } from '@/server/submissions/database'
import { lookupsForThisFile } from '@/testing/lookupRequests'
import { sandboxForThisFile } from '@/testing/sandbox'
import tailorMadeCountries from '../../../../pages/api/tailorMade/countries'
import { fakeApiResponse } from '@/testing/fakeApiResponse'

lookupsForThisFile(jest.mocked(submissionsDb))
const sandboxUrl = sandboxForThisFile()

async function get(options: { method?: string; host?: string } = {}) {
  const { res, recorded } = fakeApiResponse()
  const req = {
    method: options.method ?? 'GET',
    headers: { host: options.host ?? 'golf.localhost:3000' },
    socket: { remoteAddress: '203.0.113.7' },
    query: {},
  } as unknown as NextApiRequest
  await tailorMadeCountries(req, res)
  return recorded
}

/** The company code of each countries call the warehouse received. */
async function warehouseCalls(): Promise<string[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/requests?target=warehouse.countries`)
  const { requests } = (await response.json()) as { requests: { headers: Record<string, string> }[] }
  return requests.map(({ headers }) => headers['company-code'] ?? '')
}

describe('GET /api/tailorMade/countries', () => {
  it('answers the warehouse’s countries for the site of the host, cached', async () => {
    const res = await get({ host: 'tours.localhost:3000' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ countries: expect.arrayContaining([{ id: 704, name: 'Vietnam' }]) })
    expect(res.headers['Cache-Control']).toBe('public, s-maxage=60, stale-while-revalidate=600')
    expect(await warehouseCalls()).toEqual(['WFT-AU'])
  })

  it('answers an empty list, briefly cached, when the warehouse fails', async () => {
    await fetch(`${sandboxUrl()}/__sandbox/fail?target=warehouse.countries&times=1`, { method: 'POST' })
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await get()
    error.mockRestore()
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ countries: [] })
    expect(res.headers['Cache-Control']).toBe('public, s-maxage=10')
  })

  it.each(['cruises', 'rail'])(
    'answers 404 on %s, whose pages have no wizard, without asking',
    async (siteId) => {
      const res = await get({ host: `${siteId}.localhost:3000` })
      expect(res.statusCode).toBe(404)
      expect(await warehouseCalls()).toEqual([])
    },
  )

  it('answers 405 with Allow to other methods', async () => {
    const res = await get({ method: 'POST' })
    expect(res.statusCode).toBe(405)
    expect(res.headers['Allow']).toBe('GET')
  })
})
