/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import retry from '../../../pages/api/admin/deliveries/[id]/retry'
import forms from '../../../pages/api/admin/forms'
import csv from '../../../pages/api/admin/submissions.csv'
import detail from '../../../pages/api/admin/submissions/[id]'
import counts from '../../../pages/api/admin/submissions/counts'
import list from '../../../pages/api/admin/submissions/index'
import { submissionsDb } from '@/server/submissions/database'
import { findSubmission, storeSubmission } from '@/server/submissions/store'
import { routesByPath, startApiServer } from '@/testing/apiServer'
import { startFakeSanityApi } from '@/testing/fakeSanityApi'
import { testDatabases } from '@/testing/testDatabases'

// Who reads and retries a brand's submissions (docs/admin.md, config's canHandleSubmissions):
// every role the docs name, over HTTP against the fake Sanity API's token check, on the rail
// brand ("own") and on cruises ("other").
const STUDIO = 'https://studio.example.com'
const saved = { ...process.env }

/** Each case: the caller's roles, and what they may do on rail and on cruises. */
const CASES: { roles: string[]; rail: Allowed; cruises: Allowed }[] = [
  { roles: ['administrator'], rail: 'read and retry', cruises: 'read and retry' },
  // Sanity's other project roles are given for content, to every brand: no personal data.
  { roles: ['viewer'], rail: 'nothing', cruises: 'nothing' },
  { roles: ['editor'], rail: 'nothing', cruises: 'nothing' },
  { roles: ['developer'], rail: 'nothing', cruises: 'nothing' },
  { roles: ['contributor'], rail: 'nothing', cruises: 'nothing' },
  // A brand's handler reads that brand; with the brand's editor role, they retry it too.
  { roles: ['rail-submissions'], rail: 'read', cruises: 'nothing' },
  { roles: ['rail-submissions', 'rail-editor'], rail: 'read and retry', cruises: 'nothing' },
  { roles: ['rail-submissions', 'cruises-editor'], rail: 'read', cruises: 'nothing' },
  { roles: ['rail-submissions', 'editor'], rail: 'read', cruises: 'nothing' },
  // A brand's content roles open no submissions.
  { roles: ['rail-editor'], rail: 'nothing', cruises: 'nothing' },
  { roles: ['rail-viewer'], rail: 'nothing', cruises: 'nothing' },
  // Names match exactly.
  { roles: ['railway-submissions'], rail: 'nothing', cruises: 'nothing' },
  { roles: ['Rail-submissions', 'Rail-editor'], rail: 'nothing', cruises: 'nothing' },
  { roles: ['rail-submission'], rail: 'nothing', cruises: 'nothing' },
  { roles: ['Administrator'], rail: 'nothing', cruises: 'nothing' },
  { roles: [], rail: 'nothing', cruises: 'nothing' },
]
type Allowed = 'nothing' | 'read' | 'read and retry'

const tokenOf = (roles: string[]) => `token:${roles.join('+') || 'none'}`
const VISITOR = { name: 'Vera Visitor', email: 'vera@example.com', phone: '+61 400 000 000' }

let sanity: Awaited<ReturnType<typeof startFakeSanityApi>>
let api: Awaited<ReturnType<typeof startApiServer>>
let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>
/** Each brand's submission, and its delivery (failed before each retry). */
const stored = { rail: { submission: '', delivery: '' }, cruises: { submission: '', delivery: '' } }

beforeAll(async () => {
  sanity = await startFakeSanityApi([], 'production', {
    users: Object.fromEntries(
      CASES.map(({ roles }, index) => [tokenOf(roles), { id: `p-${index}`, name: `User ${index}`, roles }]),
    ),
  })
  Object.assign(process.env, {
    SANITY_PROJECT_ID: '',
    SANITY_STUDIO_PROJECT_ID: 'abc123',
    SANITY_API_HOST: sanity.origin,
    SANITY_STUDIO_URL: STUDIO,
    ADMIN_TOKEN_CHECKS_PER_MINUTE: '1000',
  })
  api = await startApiServer(
    routesByPath({
      '/api/admin/submissions': list,
      '/api/admin/submissions/counts': counts,
      '/api/admin/submissions.csv': csv,
      '/api/admin/submissions/[id]': detail,
      '/api/admin/forms': forms,
      '/api/admin/deliveries/[id]/retry': retry,
    }),
  )
  store = await testDatabases[0]!.create()
  jest.mocked(submissionsDb).mockResolvedValue(store.db)
  for (const brand of ['rail', 'cruises'] as const) {
    const id = await storeSubmission(store.db, {
      site: brand,
      formKind: 'contact',
      payload: VISITOR,
      targets: ['portal'],
    })
    stored[brand] = { submission: id, delivery: (await findSubmission(store.db, id))!.deliveries[0]!.id }
  }
})
afterAll(async () => {
  process.env = saved
  await Promise.all([api.close(), sanity.close(), store.dispose()])
})

const headers = (token: string) => ({ origin: STUDIO, authorization: `Bearer ${token}` })

function read(brand: string, token: string) {
  return api.call(`/api/admin/submissions?brand=${brand}`, {
    host: `${brand}.localhost`,
    headers: headers(token),
  })
}

async function retryFailed(brand: 'rail' | 'cruises', token: string) {
  await store.db.updateTable('deliveries').set({ status: 'failed' }).execute()
  return api.call(`/api/admin/deliveries/${stored[brand].delivery}/retry?brand=${brand}`, {
    method: 'POST',
    host: `${brand}.localhost`,
    headers: headers(token),
  })
}

describe('who reads and retries submissions', () => {
  describe.each(CASES)('roles $roles', ({ roles, ...allowed }) => {
    const token = tokenOf(roles)
    it.each(['rail', 'cruises'] as const)('on %s', async (brand) => {
      const may = allowed[brand]
      const listed = await read(brand, token)
      if (may === 'nothing') {
        expect(listed.status).toBe(403)
        expect(JSON.stringify(listed.body)).not.toContain(VISITOR.email)
      } else {
        expect(listed.status).toBe(200)
        expect(listed.body).toMatchObject({ total: 1, submissions: [{ values: VISITOR }] })
      }
      const retried = await retryFailed(brand, token)
      expect(retried.status).toBe(may === 'read and retry' ? 200 : 403)
      const [after] = (await findSubmission(store.db, stored[brand].submission))!.deliveries
      expect(after!.status).toBe(may === 'read and retry' ? 'pending' : 'failed')
    })
  })

  it('tells a refused caller which roles would do', async () => {
    expect((await read('rail', tokenOf(['viewer']))).body).toEqual({
      message: 'You need the administrator role or rail-submissions to see submissions',
    })
    expect((await retryFailed('rail', tokenOf(['rail-submissions']))).body).toEqual({
      message:
        'You need the administrator role, or rail-submissions and rail-editor, to try a delivery again',
    })
    expect((await read('rail', tokenOf([]))).body).toEqual({ message: 'No role on the Sanity project' })
  })

  it("refuses a viewer every route that shows a brand's submissions, and opens them to its handler", async () => {
    const reads = [
      '/api/admin/submissions?brand=rail',
      `/api/admin/submissions/${stored.rail.submission}?brand=rail`,
      '/api/admin/submissions/counts?brand=rail',
      '/api/admin/submissions.csv?brand=rail',
      '/api/admin/forms?brand=rail',
    ]
    for (const path of reads) {
      const refused = await api.call(path, { host: 'rail.localhost', headers: headers(tokenOf(['viewer'])) })
      expect({ path, status: refused.status }).toEqual({ path, status: 403 })
    }
    // The forms route also asks the content source, which this test has none of.
    for (const path of reads.slice(0, -1)) {
      const opened = await api.call(path, {
        host: 'rail.localhost',
        headers: headers(tokenOf(['rail-submissions'])),
      })
      expect({ path, status: opened.status }).toEqual({ path, status: 200 })
    }
  })
})
