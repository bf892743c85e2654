/** @jest-environment node */
import type { NextApiHandler, NextApiRequest } from 'next'

jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import retry from '../../../pages/api/admin/deliveries/[id]/retry'
import csv from '../../../pages/api/admin/submissions.csv'
import counts from '../../../pages/api/admin/submissions/counts'
import list from '../../../pages/api/admin/submissions/index'
import report from '../../../pages/api/admin/submissions/report'
import reportCsv from '../../../pages/api/admin/submissions/report.csv'
import { FAILURE_ALERT_KIND } from '@/server/mail/failureAlerts'
import { submissionsDb } from '@/server/submissions/database'
import { findSubmission, storeSubmission } from '@/server/submissions/store'
import { fakeApiResponse } from '@/testing/fakeApiResponse'
import { startFakeSanityApi } from '@/testing/fakeSanityApi'
import { testDatabases } from '@/testing/testDatabases'

const STUDIO = 'https://studio.example.com'
let api: Awaited<ReturnType<typeof startFakeSanityApi>>
const saved = { ...process.env }
beforeAll(async () => {
  api = await startFakeSanityApi([], 'production', {
    users: {
      'admin-token': { id: 'p-admin', name: 'Ada', roles: ['administrator'] },
      'golf-token': { id: 'p-golf', name: 'Gail', roles: ['golf-submissions'] },
      'outsider-token': { id: 'p-outsider', name: 'Olive', roles: [] },
    },
  })
  Object.assign(process.env, {
    SANITY_PROJECT_ID: '',
    SANITY_STUDIO_PROJECT_ID: 'abc123',
    SANITY_API_HOST: api.origin,
    SANITY_STUDIO_URL: `${STUDIO}/`,
  })
})
afterAll(async () => {
  process.env = saved
  await api.close()
})

function call(
  handler: NextApiHandler,
  query: Record<string, string>,
  token?: string,
  method = 'GET',
  origin = STUDIO,
) {
  const req = {
    method,
    query,
    headers: { origin, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    socket: { remoteAddress: '203.0.113.7' },
  } as unknown as NextApiRequest
  const { res, recorded } = fakeApiResponse()
  return Promise.resolve(handler(req, res)).then(() => recorded)
}

describe.each(testDatabases)('the /api/admin routes on $name', ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  beforeEach(async () => {
    store = await create()
    jest.mocked(submissionsDb).mockResolvedValue(store.db)
  })
  afterEach(() => store.dispose())

  it('refuse a missing, forged, role-less or other-brand token, privately', async () => {
    const missing = await call(list, { brand: 'tours' })
    expect(missing.statusCode).toBe(401)
    expect(missing.headers['Cache-Control']).toBe('private, no-store')
    expect((await call(list, { brand: 'tours' }, 'forged-token')).statusCode).toBe(401)
    expect((await call(list, { brand: 'tours' }, 'outsider-token')).statusCode).toBe(403)
    expect((await call(list, { brand: 'tours' }, 'golf-token')).statusCode).toBe(403)
    expect((await call(list, { brand: 'golf' }, 'golf-token')).statusCode).toBe(200)
    expect((await call(list, { brand: 'nowhere' }, 'admin-token')).statusCode).toBe(400)
  })

  it("answer CORS to the Studio's origin only", async () => {
    const studio = await call(list, { brand: 'tours' }, undefined, 'OPTIONS')
    expect(studio.statusCode).toBe(204)
    expect(studio.headers['Access-Control-Allow-Origin']).toBe(STUDIO)
    const other = await call(list, { brand: 'tours' }, 'admin-token', 'GET', 'https://evil.example')
    expect(other.headers['Access-Control-Allow-Origin']).toBeUndefined()
  })

  it('list, count, export and retry for a valid token', async () => {
    const id = await storeSubmission(store.db, {
      site: 'golf',
      formKind: 'contact',
      payload: { name: '@mallory' },
      targets: ['portal'],
    })
    await store.db.updateTable('deliveries').set({ status: 'failed', last_error: 'HTTP 503' }).execute()
    const [failed] = (await findSubmission(store.db, id))!.deliveries

    const listed = await call(list, { brand: 'golf', status: 'failed' }, 'admin-token')
    expect(listed.body).toMatchObject({ total: 1, submissions: [{ id, deliveries: [{ status: 'failed' }] }] })
    expect((await call(list, { brand: 'tours' }, 'admin-token')).body).toMatchObject({ total: 0 })
    expect((await call(counts, { brand: 'golf' }, 'admin-token')).body).toEqual({
      counts: [
        {
          form: 'contact',
          formTitle: 'Contact',
          day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          count: 1,
        },
      ],
    })
    const exported = await call(csv, { brand: 'golf' }, 'admin-token')
    expect(exported.headers['Content-Type']).toBe('text/csv; charset=utf-8')
    expect(String(exported.body)).toContain(",'@mallory")

    // Another brand's delivery is as unknown as a missing one.
    expect((await call(retry, { brand: 'tours', id: failed!.id }, 'admin-token', 'POST')).statusCode).toBe(
      404,
    )
    expect((await call(retry, { brand: 'golf', id: failed!.id }, 'admin-token', 'GET')).statusCode).toBe(405)
    const retried = await call(retry, { brand: 'golf', id: failed!.id }, 'admin-token', 'POST')
    expect(retried).toMatchObject({ statusCode: 200, body: { requeued: 1 } })
    const [after] = (await findSubmission(store.db, id))!.deliveries
    expect(after).toMatchObject({ id: failed!.id, status: 'pending' })
    expect((await call(retry, { brand: 'golf', id: failed!.id }, 'admin-token', 'POST')).statusCode).toBe(409)
  })

  it('search by name or email, filter by campaign, report where enquiries came from, and list alerts apart', async () => {
    const spring = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' }
    const ana = await storeSubmission(store.db, {
      site: 'golf',
      formKind: 'contact',
      payload: { name: 'Ana Silva', email: 'ana@example.com' },
      targets: [],
      attribution: spring,
    })
    await storeSubmission(store.db, {
      site: 'golf',
      formKind: 'contact',
      payload: { name: 'Sam Lee', email: 'sam@example.com' },
      targets: [],
    })
    const alert = await storeSubmission(store.db, {
      site: 'golf',
      formKind: FAILURE_ALERT_KIND,
      payload: { brand: 'golf', to: 'ops@example.com', failures: [] },
      targets: [],
    })
    const ids = async (query: Record<string, string>) =>
      (
        (await call(list, { brand: 'golf', ...query }, 'admin-token')).body as {
          submissions: { id: string }[]
        }
      ).submissions.map(({ id }) => id)
    expect(await ids({ search: 'SILVA' })).toEqual([ana])
    expect(await ids({ campaign: 'spring' })).toEqual([ana])
    expect(await ids({ kind: 'alerts' })).toEqual([alert])
    expect((await call(list, { brand: 'golf', kind: 'all' }, 'admin-token')).statusCode).toBe(400)
    expect((await call(list, { brand: 'golf', search: 'Ana' }, 'admin-token')).body).toMatchObject({
      submissions: [
        { name: 'Ana Silva', email: 'ana@example.com', source: 'newsletter', campaign: 'spring' },
      ],
    })
    const reported = await call(report, { brand: 'golf' }, 'admin-token')
    expect(reported.body).toEqual({
      timeZone: 'Australia/Sydney',
      report: expect.arrayContaining([
        expect.objectContaining({
          source: 'newsletter',
          medium: 'email',
          campaign: 'spring',
          form: 'contact',
          count: 1,
        }),
        expect.objectContaining({ source: null, campaign: null, form: 'contact', count: 1 }),
      ]),
    })
    expect((reported.body as { report: unknown[] }).report).toHaveLength(2)
    const reportFile = await call(reportCsv, { brand: 'golf' }, 'admin-token')
    expect(reportFile.headers['Content-Type']).toBe('text/csv; charset=utf-8')
    expect(String(reportFile.body)).toMatch(/,newsletter,email,spring,contact,Contact,1\r\n/)
    expect((await call(report, { brand: 'golf' }, 'outsider-token')).statusCode).toBe(403)
  })
})
