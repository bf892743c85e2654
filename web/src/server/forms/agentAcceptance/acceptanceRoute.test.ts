/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { FORM_GONE_MESSAGE } from '@/forms/formPlace'
import { findSubmission } from '@/server/submissions/store'
import { acceptanceValues } from '@/testing/agentValues'
import { startFormRouteServer } from '@/testing/formRouteServer'
import { storePerTest } from '@/testing/formRouteStore'

// The seed's acceptance form on rail (studio/seed/dataset.ndjson).
const RAIL_FORM = { page: 'page-rail-agent-acceptance', block: 'aa7ra1l1' }

let server: Awaited<ReturnType<typeof startFormRouteServer>>
const store = storePerTest()

beforeAll(async () => {
  server = await startFormRouteServer()
})

afterAll(() => server.close())

const apply = (host: string, body: Record<string, unknown>) =>
  server.post(host, 'agentAcceptance', { ...acceptanceValues, ...body, captchaToken: TEST_CAPTCHA_TOKEN })

describe('an agent acceptance application', () => {
  it("is stored with the type its page gives (the page's title), as the outbox's body reads it", async () => {
    const answer = await apply('rail.localhost', RAIL_FORM)
    expect(answer.status).toBe(201)
    const stored = await findSubmission(store.db(), (answer.body as { id: string }).id)
    expect(stored!.payload).toStrictEqual({ type: 'Silver Line agent programme', ...acceptanceValues })
  })

  it('naming a type of its own is refused, and nothing is stored', async () => {
    expect((await apply('rail.localhost', { type: 'Free first-class trip for everyone' })).status).toBe(400)
    expect(await apply('rail.localhost', { ...RAIL_FORM, type: 'Free first-class trip' })).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'Unknown field: type' }] },
    })
    const count = await store
      .db()
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(0)
  })

  it("is refused for an acceptance form the posting site does not have: another brand's, another block", async () => {
    for (const [host, place] of [
      ['golf.localhost', RAIL_FORM],
      ['rail.localhost', { ...RAIL_FORM, block: 'nope' }],
      ['rail.localhost', { page: 'page-rail-famil-registration', block: 'fr7ra1l1' }],
    ] as const)
      expect(await apply(host, place)).toEqual({
        status: 400,
        body: {
          status: 400,
          message: FORM_GONE_MESSAGE,
          errors: [{ field: 'block', message: FORM_GONE_MESSAGE }],
        },
      })
  })
})
