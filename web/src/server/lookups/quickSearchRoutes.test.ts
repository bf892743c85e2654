/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { submissionsDb } from '@/server/submissions/database'
import { lookup, lookupsForThisFile } from '@/testing/lookupRequests'
import { sandboxForThisFile } from '@/testing/sandbox'
import { PICTURES } from '../../../../studio/seed/pictures'
import search from '../../../pages/api/search'
import suggestions from '../../../pages/api/search/suggestions'

lookupsForThisFile(jest.mocked(submissionsDb))
const sandboxUrl = sandboxForThisFile()

type Received = { path: string; headers: Record<string, string>; body: unknown }

/** What the warehouse received: path, the contract's headers and body. */
async function warehouseCalls(target: string) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/requests?target=${target}`)
  const { requests } = (await response.json()) as { requests: Received[] }
  return requests.map(({ path, headers, body }) => ({
    path,
    headers: {
      'company-code': headers['company-code'],
      currency: headers['currency'],
      language: headers['language'],
      apiKey: Boolean(headers['x-api-key']),
    },
    body,
  }))
}

describe('GET /api/search/suggestions', () => {
  it("answers the warehouse's destinations for what is typed, title-cased, with call 1's payload and headers", async () => {
    const res = await lookup(suggestions, { query: { travelType: 'tour', keyword: 'new' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ suggestions: ['New Zealand'] })
    expect(await warehouseCalls('warehouse.filter')).toEqual([
      {
        path: '/warehouse/product/tour/filter',
        headers: { 'company-code': 'WFT-AU', currency: 'AUD', language: 'en', apiKey: true },
        body: { isFromQuickSearch: true, keyWord: 'new' },
      },
    ])
  })

  it("asks in the site's own currency, under its company code, for the travel type chosen", async () => {
    const res = await lookup(suggestions, {
      query: { travelType: 'golf-package', keyword: 'scot' },
      host: 'tours-nz.localhost',
    })
    expect(res.body).toEqual({ suggestions: ['Scotland'] })
    const [call] = await warehouseCalls('warehouse.filter')
    expect(call).toMatchObject({
      path: '/warehouse/product/golf-package/filter',
      headers: { 'company-code': 'WFT-NZ', currency: 'NZD' },
    })
  })

  it('answers none for a keyword nothing matches', async () => {
    expect((await lookup(suggestions, { query: { travelType: 'rail', keyword: 'atlantis' } })).body).toEqual({
      suggestions: [],
    })
  })

  it('refuses a query without a type or without a keyword, without asking the warehouse', async () => {
    expect((await lookup(suggestions, { query: { keyword: 'japan' } })).body).toMatchObject({
      status: 400,
      errors: [{ field: 'travelType', message: 'Select type' }],
    })
    expect((await lookup(suggestions, { query: { travelType: 'tour', keyword: '  ' } })).statusCode).toBe(400)
    expect((await lookup(suggestions, { query: { travelType: 'hotel', keyword: 'x' } })).statusCode).toBe(400)
    expect(await warehouseCalls('warehouse.filter')).toEqual([])
  })
})

describe('GET /api/search', () => {
  it("answers the products found, with call 2's payload, the duration only when chosen", async () => {
    const res = await lookup(search, {
      query: { travelType: 'tour', keyword: 'japan', duration: 'ONE_TO_TEN_DAYS' },
    })
    expect(res.statusCode).toBe(200)
    const { results } = res.body as { results: { code: string; name: string; image: unknown }[] }
    expect(results.map(({ code }) => code).sort()).toEqual(['TR-JP-10', 'TR-JP-5', 'TR-JP-7', 'TR-JP-9'])
    const japan = results.find(({ code }) => code === 'TR-JP-5')
    expect(japan).toEqual({
      code: 'TR-JP-5',
      name: 'Tokyo City Break',
      image: {
        url: `${sandboxUrl()}/warehouse-images/${PICTURES['warehouse-tokyo-skyline'].file}`,
        alt: PICTURES['warehouse-tokyo-skyline'].alt,
      },
    })

    await lookup(search, { query: { travelType: 'cruise', keyword: '' } })
    expect((await warehouseCalls('warehouse.products')).map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/warehouse/product/tour',
        body: { isFromQuickSearch: true, keyWord: 'japan', duration: 'ONE_TO_TEN_DAYS' },
      },
      { path: '/warehouse/product/cruise', body: { isFromQuickSearch: true, keyWord: '' } },
    ])
  })

  it('answers none for a keyword with no result', async () => {
    expect((await lookup(search, { query: { travelType: 'tour', keyword: 'atlantis' } })).body).toEqual({
      results: [],
    })
  })

  it("checks its query with the quick search form's own schema", async () => {
    expect((await lookup(search, { query: {} })).body).toMatchObject({
      errors: [{ field: 'travelType', message: 'Select type' }],
    })
    expect((await lookup(search, { query: { travelType: 'tour', duration: 'FOREVER' } })).statusCode).toBe(
      400,
    )
    expect((await lookup(search, { query: { travelType: 'tour', keyword: 'a\nb' } })).statusCode).toBe(400)
    expect(await warehouseCalls('warehouse.products')).toEqual([])
  })
})
