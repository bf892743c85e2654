/** @jest-environment node */
import type { NextApiRequest } from 'next'

jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { submissionsDb } from '@/server/submissions/database'
import { lookupsForThisFile } from '@/testing/lookupRequests'
import { sandboxForThisFile } from '@/testing/sandbox'
import tailorMadeLocations from '../../../../pages/api/tailorMade/locations'
import { fakeApiResponse } from '@/testing/fakeApiResponse'
import { hasTailorMadeWizard } from './wizardSites'

jest.mock('./wizardSites', () => {
  const actual = jest.requireActual('./wizardSites')
  return { ...actual, hasTailorMadeWizard: jest.fn(actual.hasTailorMadeWizard) }
})

lookupsForThisFile(jest.mocked(submissionsDb))
const sandboxUrl = sandboxForThisFile()

async function get(countryId?: string | string[], options: { method?: string; host?: string } = {}) {
  const { res, recorded } = fakeApiResponse()
  const req = {
    method: options.method ?? 'GET',
    headers: { host: options.host ?? 'golf.localhost:3000' },
    socket: { remoteAddress: '203.0.113.7' },
    query: countryId === undefined ? {} : { countryId },
  } as unknown as NextApiRequest
  await tailorMadeLocations(req, res)
  return recorded
}

/** What the warehouse was asked for: each call's company code and body. */
async function warehouseCalls(): Promise<{ companyCode: string; body: unknown }[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/requests?target=warehouse.destinations`)
  const { requests } = (await response.json()) as {
    requests: { headers: Record<string, string>; body: unknown }[]
  }
  return requests.map(({ headers, body }) => ({ companyCode: headers['company-code'] ?? '', body }))
}

const CACHED = 'public, s-maxage=60, stale-while-revalidate=600'

describe('GET /api/tailorMade/locations', () => {
  it("answers the chosen countries' places from the warehouse, for the site of the host, cached", async () => {
    const res = await get(['36', '380'])
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({
      locations: [
        'Sydney',
        'Melbourne',
        'Adelaide',
        'Darwin',
        'Kimberley',
        'Rome',
        'Florence',
        'Venice',
        'Lake Como',
      ],
    })
    expect(res.headers['Cache-Control']).toBe(CACHED)
    expect(await warehouseCalls()).toEqual([{ companyCode: 'FGJ-AU', body: { countriesId: [36, 380] } }])
  })

  it('takes a single countryId', async () => {
    const res = await get('380', { host: 'tours.localhost:3000' })
    expect(res.body).toEqual({ locations: ['Rome', 'Florence', 'Venice', 'Lake Como'] })
    expect(await warehouseCalls()).toEqual([{ companyCode: 'WFT-AU', body: { countriesId: [380] } }])
  })

  it.each([
    ['no countryId', undefined],
    ['an empty one', ''],
    ['zero', '0'],
    ['a negative id', '-36'],
    ['a fraction', '3.6'],
    ['a name', 'Italy'],
    ['a number in another notation', '1e3'],
    ['a leading zero', '036'],
    ['one bad id among good ones', ['36', 'x']],
    ['an id too large to be exact', '99999999999999999999'],
    ['more than 50', Array.from({ length: 51 }, (_, i) => String(i + 1))],
  ])('refuses %s with 400, without asking the warehouse', async (_, countryId) => {
    const res = await get(countryId)
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({
      status: 400,
      message: expect.stringContaining('countryId'),
      errors: [expect.objectContaining({ field: expect.stringMatching(/^countryId/) })],
    })
    expect(await warehouseCalls()).toEqual([])
  })

  it('takes 50', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => 1000 + i)
    const res = await get(ids.map(String))
    expect(res.statusCode).toBe(200)
    expect(await warehouseCalls()).toEqual([{ companyCode: 'FGJ-AU', body: { countriesId: ids } }])
  })

  it.each(['cruises', 'rail'])(
    'answers 404 on %s, whose pages have no wizard, without asking the warehouse',
    async (siteId) => {
      const res = await get('36', { host: `${siteId}.localhost:3000` })
      expect(res.statusCode).toBe(404)
      expect(res.body).toEqual({
        status: 404,
        message: 'This site has no tailor-made request form.',
        errors: [{ message: 'This site has no tailor-made request form.' }],
      })
      expect(await warehouseCalls()).toEqual([])
    },
  )

  it('answers 503, and logs why, when it cannot tell whether the site has the wizard', async () => {
    jest.mocked(hasTailorMadeWizard).mockRejectedValueOnce(new Error('content down'))
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await get('36')
      expect(res.statusCode).toBe(503)
      expect(error).toHaveBeenCalledWith(
        'Could not tell whether golf has the tailor-made wizard',
        expect.any(Error),
      )
      expect(await warehouseCalls()).toEqual([])
    } finally {
      error.mockRestore()
    }
  })

  it('answers 405 with Allow to other methods', async () => {
    const res = await get('36', { method: 'POST' })
    expect(res.statusCode).toBe(405)
    expect(res.headers['Allow']).toBe('GET')
    expect(await warehouseCalls()).toEqual([])
  })

  it('answers an empty list, briefly cached, when the warehouse fails', async () => {
    await fetch(`${sandboxUrl()}/__sandbox/fail?target=warehouse.destinations&times=1`, { method: 'POST' })
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await get('36')
    error.mockRestore()
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ locations: [] })
    expect(res.headers['Cache-Control']).toBe('public, s-maxage=10')
  })

  it("keeps the warehouse's order, each name once, and only names", async () => {
    const answer = {
      status: 200,
      data: [{ name: 'Rome' }, { name: 'Florence' }, { name: 'Rome' }, { name: '' }, null, { name: 7 }, {}],
    }
    const fetchSpy = jest
      .spyOn(global, 'fetch')
      .mockResolvedValueOnce(new Response(JSON.stringify(answer), { status: 200 }))
    try {
      const res = await get('380')
      expect(res.body).toEqual({ locations: ['Rome', 'Florence'] })
    } finally {
      fetchSpy.mockRestore()
    }
  })
})
