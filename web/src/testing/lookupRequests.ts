import type { NextApiRequest, NextApiResponse } from 'next'
import { forgetKeptAnswers } from '@/server/lookups/lookupCache'
import type { SubmissionsDb } from '@/server/submissions/database'
import { fakeApiResponse } from './fakeApiResponse'
import { testDatabases } from './testDatabases'

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>

export type LookupRequest = {
  query?: NextApiRequest['query']
  method?: string
  host?: string
  ip?: string
  /** The page's origin, when another origin's page asks (the Studio's trip picker). */
  origin?: string
}

/** A GET to a lookup route, as a browser on a site would send it; what it answered. */
export async function lookup(
  handler: Handler,
  {
    query = {},
    method = 'GET',
    host = 'tours.localhost:3000',
    ip = '203.0.113.7',
    origin,
  }: LookupRequest = {},
) {
  const { res, recorded } = fakeApiResponse()
  const headers = origin ? { host, origin } : { host }
  const req = { method, headers, query, socket: { remoteAddress: ip } } as unknown as NextApiRequest
  await handler(req, res)
  return recorded
}

/**
 * For a test file of lookup routes: a new SQLite database (where the rate limit counts) and no
 * kept answers before each test. Pass the test file's mock of `submissionsDb`:
 * `jest.mock('@/server/submissions/database', …)` with `submissionsDb: jest.fn()`.
 */
export function lookupsForThisFile(submissionsDb: { mockResolvedValue(db: SubmissionsDb): unknown }): void {
  let dispose: (() => Promise<void>) | undefined
  beforeEach(async () => {
    const store = await testDatabases[0]!.create()
    dispose = store.dispose
    submissionsDb.mockResolvedValue(store.db)
    forgetKeptAnswers()
  })
  afterEach(async () => {
    await dispose?.()
  })
}
