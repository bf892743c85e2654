/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import list from '../../../pages/api/admin/submissions/index'
import retry from '../../../pages/api/admin/deliveries/[id]/retry'
import { submissionsDb } from '@/server/submissions/database'
import { routesByPath, startApiServer } from '@/testing/apiServer'
import { startFakeSanityApi } from '@/testing/fakeSanityApi'
import { testDatabases } from '@/testing/testDatabases'

// The admin routes over a real socket, against the fake Sanity API's token check: on which hosts,
// and how often a client may make the site ask Sanity about a token (who gets in:
// submissionsRoles.test.ts).
const STUDIO = 'https://studio.example.com'
const CHECKS_PER_MINUTE = 3
const saved = { ...process.env }
let sanity: Awaited<ReturnType<typeof startFakeSanityApi>>
let api: Awaited<ReturnType<typeof startApiServer>>
let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>

beforeAll(async () => {
  sanity = await startFakeSanityApi([], 'production', {
    users: {
      'admin-token': { id: 'p-admin', name: 'Ada', roles: ['administrator'] },
      'cruises-token': { id: 'p-cruises', name: 'Cass', roles: ['cruises-submissions'] },
    },
  })
  Object.assign(process.env, {
    SANITY_PROJECT_ID: '',
    SANITY_STUDIO_PROJECT_ID: 'abc123',
    SANITY_API_HOST: sanity.origin,
    SANITY_STUDIO_URL: STUDIO,
    ADMIN_TOKEN_CHECKS_PER_MINUTE: String(CHECKS_PER_MINUTE),
    // The test client stands for a proxy of ours, so that each call can be another client's.
    TRUSTED_PROXY_HOPS: '1',
    TRUSTED_PROXIES: '127.0.0.1',
  })
  api = await startApiServer(
    routesByPath({ '/api/admin/submissions': list, '/api/admin/deliveries/[id]/retry': retry }),
  )
  store = await testDatabases[0]!.create()
  jest.mocked(submissionsDb).mockResolvedValue(store.db)
})
afterEach(() => jest.restoreAllMocks())
afterAll(async () => {
  process.env = saved
  await Promise.all([api.close(), sanity.close(), store.dispose()])
})

let clients = 0

/** GET /api/admin/submissions, from a client of its own unless `from` names one. */
function list_(brand: string, token: string, options: { host?: string; from?: string } = {}) {
  clients += 1
  return api.call(`/api/admin/submissions?brand=${brand}`, {
    host: options.host ?? 'cruises.localhost',
    headers: {
      origin: STUDIO,
      authorization: `Bearer ${token}`,
      'x-forwarded-for': options.from ?? `192.0.2.${clients}`,
    },
  })
}

describe('the admin API', () => {
  it('answers 421 to a host this deployment does not serve, before any token is checked', async () => {
    jest.replaceProperty(process, 'env', { ...process.env, NODE_ENV: 'production' })
    const before = sanity.tokenChecks.length
    const misdirected = await list_('cruises', 'unknown-token-421', { host: 'evil.example' })
    expect(misdirected.status).toBe(421)
    expect(misdirected.headers['access-control-allow-origin']).toBeUndefined()
    const retried = await api.call('/api/admin/deliveries/x/retry?brand=cruises', {
      method: 'POST',
      host: 'evil.example',
      headers: { origin: STUDIO, authorization: 'Bearer admin-token' },
    })
    expect(retried.status).toBe(421)
    expect(sanity.tokenChecks.length).toBe(before)
    // The site's own hosts are answered.
    expect((await list_('cruises', 'cruises-token', { host: 'tidewatercruises.com.au' })).status).toBe(200)
  })

  it('lets a client make the site ask Sanity about unknown tokens only so often, then answers 429', async () => {
    const guesser = '198.51.100.66'
    const before = sanity.tokenChecks.length
    const statuses = []
    for (let i = 0; i < CHECKS_PER_MINUTE + 3; i++)
      statuses.push((await list_('cruises', `guess-${i}`, { from: guesser })).status)
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429])
    expect(sanity.tokenChecks.length - before).toBe(CHECKS_PER_MINUTE)
    const limited = await list_('cruises', 'guess-again', { from: guesser })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another client is counted apart, and a known token's calls are answered from the cache.
    const user = '203.0.113.10'
    for (let i = 0; i < CHECKS_PER_MINUTE + 3; i++)
      expect((await list_('cruises', 'cruises-token', { from: user })).status).toBe(200)
  })
})
