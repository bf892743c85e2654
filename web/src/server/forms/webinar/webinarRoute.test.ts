/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { FORM_GONE_MESSAGE } from '@/forms/formPlace'
import { findSubmission } from '@/server/submissions/store'
import { startFormRouteServer } from '@/testing/formRouteServer'
import { storePerTest } from '@/testing/formRouteStore'

const registration = {
  firstName: 'Priya',
  surname: 'Raman',
  email: 'priya@agency.example',
  organisation: 'Harbour Travel',
  jobTitle: 'Consultant',
  state: 'NSW',
  other: '123456',
}
// The seed's webinar forms (studio/seed/dataset.ndjson).
const TOURS_WEBINAR = { page: 'page-tours-webinar', block: 'wb7t0urs' }

let server: Awaited<ReturnType<typeof startFormRouteServer>>
const store = storePerTest()

beforeAll(async () => {
  server = await startFormRouteServer()
})

afterAll(() => server.close())

const register = (host: string, body: Record<string, unknown>) =>
  server.post(host, 'webinar', { ...registration, ...body, captchaToken: TEST_CAPTCHA_TOKEN })

describe('a webinar registration', () => {
  it("is stored with the type its block gives (the webinar's title), as the outbox's body reads it", async () => {
    const answer = await register('tours.localhost', TOURS_WEBINAR)
    expect(answer.status).toBe(201)
    const stored = await findSubmission(store.db(), (answer.body as { id: string }).id)
    expect(stored!.payload).toStrictEqual({
      type: 'Selling small-group Asia: agent webinar',
      ...registration,
    })
    expect(stored!.deliveries.map((delivery) => delivery.target)).toEqual(['cms-store.webinar'])
  })

  it('naming a webinar of its own is refused, and nothing is stored', async () => {
    const invented = await register('tours.localhost', { type: 'Free first-class trip for everyone' })
    expect(invented.status).toBe(400)
    const beside = await register('tours.localhost', { ...TOURS_WEBINAR, type: 'Free first-class trip' })
    expect(beside).toMatchObject({ status: 400, body: { errors: [{ message: 'Unknown field: type' }] } })
    const count = await store
      .db()
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(0)
  })

  it("is refused for a webinar form the posting site does not have: another brand's, another block", async () => {
    for (const [host, place] of [
      ['golf.localhost', TOURS_WEBINAR],
      ['tours.localhost', { ...TOURS_WEBINAR, block: 'nope' }],
      ['rail.localhost', { page: 'page-rail-famil-registration', block: 'fr7ra1l1' }],
    ] as const)
      expect(await register(host, place)).toEqual({
        status: 400,
        body: {
          status: 400,
          message: FORM_GONE_MESSAGE,
          errors: [{ field: 'block', message: FORM_GONE_MESSAGE }],
        },
      })
  })
})
