/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { ENQUIRY_MESSAGES } from '@/forms/enquiry/schema'
import { deliver } from '@/server/delivery/deliveryTargets'
import { createOutbox } from '@/server/submissions/outbox'
import { findSubmission } from '@/server/submissions/store'
import { productEnquiryValues } from '@/testing/enquiryValues'
import { startFormRouteServer } from '@/testing/formRouteServer'
import { storePerTest } from '@/testing/formRouteStore'
import { sandboxForThisFile } from '@/testing/sandbox'

// POST /api/forms/enquiryProduct over HTTP, the sandbox standing in for the warehouse (the
// product's name) and the reservation API (call 9, delivered by the outbox).
const sandboxUrl = sandboxForThisFile()
const store = storePerTest()
let server: Awaited<ReturnType<typeof startFormRouteServer>>

beforeAll(async () => {
  server = await startFormRouteServer()
})
afterAll(() => server.close())

const VALUES = productEnquiryValues()
const send = (host: string, body: Record<string, unknown>) =>
  server.post(host, 'enquiryProduct', { ...body, captchaToken: TEST_CAPTCHA_TOKEN, website: '' })

type Recorded = { headers: Record<string, string>; body: Record<string, unknown>; status: number }
async function received(target: string): Promise<Recorded[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/requests?target=${target}`)
  return ((await response.json()) as { requests: Recorded[] }).requests
}

describe('an enquiry about a product', () => {
  it("is stored with the product's name as the warehouse gives it, and delivered as call 9 with its type and code", async () => {
    const answer = await send('golf.localhost', { ...VALUES, productType: 'golf-package', code: 'GF-SCO-7' })
    expect(answer.status).toBe(201)
    const stored = await findSubmission(store.db(), (answer.body as { id: string }).id)
    expect(stored!.payload).toStrictEqual({
      kind: 'product',
      ...VALUES,
      productType: 'golf-package',
      code: 'GF-SCO-7',
      productName: 'Scotland Links: St Andrews & Carnoustie',
    })
    expect(stored!.deliveries.map(({ target }) => target)).toEqual(['reservation.enquiry'])

    const box = createOutbox(store.db(), { deliver, onFailed: async () => undefined })
    expect(await box.drain()).toMatchObject({ delivered: 1, failed: 0 })
    const [call] = await received('reservation.enquiry')
    expect(call!.status).toBe(200)
    expect(call!.headers).toMatchObject({
      'company-code': 'FGJ-AU',
      'x-api-key': expect.any(String),
      currency: 'AUD',
      language: 'en',
    })
    expect(call!.body).toMatchObject({
      productType: 'golf-package',
      code: 'GF-SCO-7',
      firstName: 'Ana Lee',
      email: 'ana@example.com',
      rooms: [{ adult: 2, child: 0 }],
      webSite: 'fairwaygolfjourneys.com',
      note: expect.stringMatching(/^Trip: Scotland Links: St Andrews & Carnoustie \(GF-SCO-7\)\n/),
    })
  })

  it('answers 400 with a message per field for an empty or a wrong body, and stores nothing', async () => {
    const empty = await send('tours.localhost', {})
    expect(empty.status).toBe(400)
    const fields = (empty.body as { errors: { field?: string }[] }).errors.map(({ field }) => field)
    expect(fields).toEqual(
      expect.arrayContaining(['productType', 'code', 'name', 'email', 'phoneNumber', 'travellers']),
    )
    const wrong = await send('tours.localhost', { ...VALUES, email: 'ana@', travellers: 0 })
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        errors: expect.arrayContaining([
          { field: 'email', message: ENQUIRY_MESSAGES.email },
          { field: 'travellers', message: ENQUIRY_MESSAGES.travellers },
        ]),
      },
    })
    expect(await store.count()).toBe(0)
  })

  it("refuses a code the warehouse does not have under that type, and a name of the browser's", async () => {
    for (const product of [
      { productType: 'tour', code: 'TR-XX-1' },
      { productType: 'cruise', code: 'TR-VN-15' },
    ])
      expect(await send('tours.localhost', { ...VALUES, ...product })).toEqual({
        status: 400,
        body: {
          status: 400,
          message: ENQUIRY_MESSAGES.tripGone,
          errors: [{ field: 'code', message: ENQUIRY_MESSAGES.tripGone }],
        },
      })
    const named = await send('tours.localhost', { ...VALUES, productName: 'A free trip' })
    expect(named).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'Unknown field: productName' }] },
    })
    expect(await store.count()).toBe(0)
  })

  it('answers 503 and stores nothing when the warehouse does not answer', async () => {
    await fetch(`${sandboxUrl()}/__sandbox/fail?target=warehouse.products&times=1`, { method: 'POST' })
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const answer = await send('tours.localhost', VALUES)
    error.mockRestore()
    expect(answer.status).toBe(503)
    expect(await store.count()).toBe(0)
  })
})
