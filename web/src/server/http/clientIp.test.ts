/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { submissionsDb } from '@/server/submissions/database'
import { startApiServer } from '@/testing/apiServer'
import { contactValues } from '@/testing/contactValues'
import { testDatabases } from '@/testing/testDatabases'

// The contact form's route over a real socket: the test client is its peer, 127.0.0.1, as a
// caller that reaches `next start` directly would be.
const saved = { ...process.env }
afterAll(() => {
  process.env = saved
})
let api: Awaited<ReturnType<typeof startApiServer>>
let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>

beforeAll(async () => {
  // Read as the routes are made, when their module loads.
  process.env.FORM_RATE_LIMIT_PER_MINUTE = '2'
  const { default: formRoute } = await import('../../../pages/api/forms/[form]')
  api = await startApiServer(formRoute)
})
afterAll(() => api.close())
beforeEach(async () => {
  store = await testDatabases[0]!.create()
  jest.mocked(submissionsDb).mockResolvedValue(store.db)
  process.env.CAPTCHA_MODE = 'test'
})
afterEach(async () => {
  process.env = { ...saved, FORM_RATE_LIMIT_PER_MINUTE: '2' }
  await store.dispose()
})

const body = JSON.stringify({ ...contactValues, captchaToken: 'test-captcha-token' })

/** Posts the contact form with this X-Forwarded-For: the statuses of `times` posts. */
async function statuses(forwardedFor: (i: number) => string, times = 4): Promise<number[]> {
  const answers = []
  for (let i = 1; i <= times; i++) {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i) }
    answers.push((await api.call('/api/forms/contact', { method: 'POST', headers, body })).status)
  }
  return answers
}

describe('the address a form post is counted under', () => {
  it('is the peer when X-Forwarded-For comes from an address that is not a proxy of ours', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    process.env.TRUSTED_PROXIES = '10.0.0.0/8, fd00::/8'
    // A caller that reached the server directly forges a new address each time: one client still.
    expect(await statuses((i) => `198.51.100.${i}`)).toEqual([201, 201, 429, 429])
  })

  it("is the address a trusted proxy recorded, when the peer is that proxy's", async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    process.env.TRUSTED_PROXIES = '127.0.0.1'
    expect(await statuses((i) => `198.51.100.${i}`)).toEqual([201, 201, 201, 201])
    expect(await statuses(() => '203.0.113.4')).toEqual([201, 201, 429, 429])
  })

  it('is the first hop that is not a proxy of ours, whatever came before it', async () => {
    process.env.TRUSTED_PROXY_HOPS = '2'
    process.env.TRUSTED_PROXIES = '127.0.0.0/8'
    // 203.0.113.5 called nginx directly instead of through the CDN: what it sent is its own word.
    expect(await statuses((i) => `198.51.100.${i}, 203.0.113.5`)).toEqual([201, 201, 429, 429])
    // Through the CDN (a proxy of ours at 127.0.0.2), the visitor it recorded is the client.
    expect(await statuses((i) => `198.51.100.${i}, 127.0.0.2`)).toEqual([201, 201, 201, 201])
  })
})
