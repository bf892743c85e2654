/** @jest-environment node */
import { object, string } from 'yup'

jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import type { Site } from '@travel/config'
import { submissionsDb } from '@/server/submissions/database'
import { lookup, lookupsForThisFile } from '@/testing/lookupRequests'
import { lookupRoute } from './lookupRoute'

lookupsForThisFile(jest.mocked(submissionsDb))

const schema = object({ keyword: string().required('Type a destination.').max(5, 'Too long.') })
  .noUnknown('Unknown parameter: ${unknown}')
  .strict()

function route(
  load: (site: Site, query: { keyword: string }) => Promise<string[]>,
  servedOn?: (site: Site) => Promise<boolean>,
) {
  return lookupRoute({
    name: 'places',
    schema,
    load,
    servedOn: servedOn && { feature: 'places', has: servedOn, message: 'No places here.' },
  })
}

const places = (site: Site, { keyword }: { keyword: string }) => Promise.resolve([`${keyword} of ${site.id}`])

afterEach(() => {
  jest.useRealTimers()
  delete process.env.LOOKUP_RATE_LIMIT_PER_MINUTE
})

describe('a lookup route', () => {
  it('answers the list under its name, for the site of the host, cacheable by a CDN', async () => {
    const res = await lookup(route(places), { query: { keyword: 'kyoto' }, host: 'golf.localhost' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ places: ['kyoto of golf'] })
    expect(res.headers['Cache-Control']).toBe('public, s-maxage=60, stale-while-revalidate=600')
  })

  it("lets the Studio's page read the answer (its trip picker), and no other origin's", async () => {
    jest.replaceProperty(process, 'env', {
      ...process.env,
      SANITY_STUDIO_URL: 'https://studio.example.com/desk',
    })
    try {
      const studio = await lookup(route(places), {
        query: { keyword: 'kyoto' },
        origin: 'https://studio.example.com',
      })
      expect(studio.headers['Access-Control-Allow-Origin']).toBe('https://studio.example.com')
      expect(studio.headers['Vary']).toBe('Origin')
      const other = await lookup(route(places), {
        query: { keyword: 'kyoto' },
        origin: 'https://evil.example',
      })
      expect(other.statusCode).toBe(200)
      expect(other.headers['Access-Control-Allow-Origin']).toBeUndefined()
    } finally {
      jest.restoreAllMocks()
    }
  })

  it('asks the warehouse once for two identical queries, and once for a burst of them', async () => {
    const load = jest.fn(places)
    const handler = route(load)
    await lookup(handler, { query: { keyword: 'rome' } })
    await lookup(handler, { query: { keyword: 'rome' }, ip: '198.51.100.9' })
    expect(load).toHaveBeenCalledTimes(1)

    const slow = jest.fn(
      (site: Site, query: { keyword: string }) =>
        new Promise<string[]>((resolve) => setTimeout(() => resolve(places(site, query)), 50)),
    )
    const burst = route(slow)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => lookup(burst, { query: { keyword: 'nice' } })),
    )
    expect(answers.map(({ body }) => body)).toEqual(Array(8).fill({ places: ['nice of tours'] }))
    expect(slow).toHaveBeenCalledTimes(1)
  })

  it('keeps answers per site and per query', async () => {
    const load = jest.fn(places)
    const handler = route(load)
    await lookup(handler, { query: { keyword: 'rome' }, host: 'tours.localhost' })
    await lookup(handler, { query: { keyword: 'rome' }, host: 'tours-nz.localhost' })
    await lookup(handler, { query: { keyword: 'paris' }, host: 'tours.localhost' })
    expect(load.mock.calls.map(([site, query]) => [site.id, query.keyword])).toEqual([
      ['tours', 'rome'],
      ['tours-nz', 'rome'],
      ['tours', 'paris'],
    ])
  })

  it('asks again after a minute, and after 10 s when the answer was empty', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-25T10:00:00Z') })
    const load = jest.fn(places)
    const handler = route(load)
    await lookup(handler, { query: { keyword: 'rome' } })
    jest.advanceTimersByTime(59_000)
    await lookup(handler, { query: { keyword: 'rome' } })
    expect(load).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(2_000)
    await lookup(handler, { query: { keyword: 'rome' } })
    expect(load).toHaveBeenCalledTimes(2)

    const none = jest.fn(() => Promise.resolve([]))
    const empty = route(none)
    const res = await lookup(empty, { query: { keyword: 'mars' } })
    expect(res.headers['Cache-Control']).toBe('public, s-maxage=10')
    jest.advanceTimersByTime(11_000)
    await lookup(empty, { query: { keyword: 'mars' } })
    expect(none).toHaveBeenCalledTimes(2)
  })

  it('refuses a bad query with 400 and a message per field, without asking the warehouse', async () => {
    const load = jest.fn(places)
    const handler = route(load)
    expect(await lookup(handler, { query: {} })).toMatchObject({
      statusCode: 400,
      body: {
        status: 400,
        message: 'Type a destination.',
        errors: [{ field: 'keyword', message: 'Type a destination.' }],
      },
    })
    expect((await lookup(handler, { query: { keyword: 'toolong' } })).body).toMatchObject({
      errors: [{ field: 'keyword', message: 'Too long.' }],
    })
    expect((await lookup(handler, { query: { keyword: ['a', 'b'] } })).statusCode).toBe(400)
    expect((await lookup(handler, { query: { keyword: 'rome', admin: '1' } })).statusCode).toBe(400)
    expect(load).not.toHaveBeenCalled()
  })

  it("limits each client to LOOKUP_RATE_LIMIT_PER_MINUTE, counted as the form routes' limit is", async () => {
    process.env.LOOKUP_RATE_LIMIT_PER_MINUTE = '3'
    const handler = route(places)
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await lookup(handler, { query: { keyword: 'rome' } })).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
    const limited = await lookup(handler, { query: { keyword: 'rome' } })
    expect(Number(limited.headers['Retry-After'])).toBeGreaterThan(0)
    // Another client is not held back.
    expect((await lookup(handler, { query: { keyword: 'rome' }, ip: '198.51.100.9' })).statusCode).toBe(200)
  })

  it('answers 404 where the site has no such route, 503 when that cannot be told, 405 to a POST', async () => {
    const onGolfOnly = route(places, async (site) => site.id === 'golf')
    expect(await lookup(onGolfOnly, { query: { keyword: 'rome' }, host: 'rail.localhost' })).toMatchObject({
      statusCode: 404,
      body: { message: 'No places here.' },
    })
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const unknown = route(places, () => Promise.reject(new Error('content down')))
    expect((await lookup(unknown, { query: { keyword: 'rome' } })).statusCode).toBe(503)
    error.mockRestore()
    const post = await lookup(route(places), { query: { keyword: 'rome' }, method: 'POST' })
    expect([post.statusCode, post.headers['Allow']]).toEqual([405, 'GET'])
  })

  it('still answers when the rate limit cannot be counted, and logs it', async () => {
    jest.mocked(submissionsDb).mockRejectedValue(new Error('database down'))
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await lookup(route(places), { query: { keyword: 'rome' } })
    expect(res.statusCode).toBe(200)
    expect(error).toHaveBeenCalledWith('Could not count a places lookup', expect.any(Error))
    error.mockRestore()
  })
})
