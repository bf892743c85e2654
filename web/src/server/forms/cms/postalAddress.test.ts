/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { Readable } from 'node:stream'
import type { NextApiRequest } from 'next'
import formRoute from '../../../../pages/api/forms/[form]'
import { submissionsDb } from '@/server/submissions/database'
import { findSubmission } from '@/server/submissions/store'
import { testDatabases } from '@/testing/testDatabases'
import { fakeApiResponse } from '@/testing/fakeApiResponse'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { REQUIRED_MESSAGE } from '@/forms/cms/schema'
import { ALWAYS_OFFERED_BROCHURE } from '@/testing/formBodies'

// The seeded tours brochure form (studio/seed/dataset.ndjson): its address fields show only
// when "Post me a printed copy too" (postCopy) is ticked.
const TOURS_FORM = 'form-tours-brochure-request'

const details = [
  { field: 'firstName', value: 'Ana' },
  { field: 'lastName', value: 'Silva' },
  { field: 'email', value: 'ana@example.com' },
  { field: 'country', value: 'AU' },
  { field: 'brochure', value: ALWAYS_OFFERED_BROCHURE },
]
const address = [
  { field: 'addressLine1', value: '12 Wattle Street' },
  { field: 'suburb', value: 'Fitzroy' },
  { field: 'region', value: 'VIC' },
  { field: 'postcode', value: '3065' },
]

function send(submissionData: { field: string; value: string | number | boolean }[]) {
  const body = JSON.stringify({ form: TOURS_FORM, submissionData, captchaToken: TEST_CAPTCHA_TOKEN })
  const req = Object.assign(Readable.from([Buffer.from(body)]), {
    method: 'POST',
    headers: { host: 'tours.localhost:3000', 'content-type': 'application/json' },
    socket: { remoteAddress: '203.0.113.7' },
    query: { form: 'cms' },
  }) as unknown as NextApiRequest
  const { res, recorded } = fakeApiResponse()
  return formRoute(req, res).then(() => recorded)
}

describe('POST /api/forms/cms: a brochure posted asks for the address', () => {
  let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>
  beforeEach(async () => {
    store = await testDatabases[0]!.create()
    jest.mocked(submissionsDb).mockResolvedValue(store.db)
    process.env.CAPTCHA_MODE = 'test'
  })
  afterEach(async () => {
    delete process.env.CAPTCHA_MODE
    await store.dispose()
  })

  it('answers 400 with a message per address field when post is chosen without an address', async () => {
    const { statusCode, body } = await send([...details, { field: 'postCopy', value: true }])
    expect(statusCode).toBe(400)
    expect((body as { errors: { field?: string; message: string }[] }).errors).toEqual([
      { field: 'addressLine1', message: REQUIRED_MESSAGE },
      { field: 'suburb', message: REQUIRED_MESSAGE },
      { field: 'postcode', message: REQUIRED_MESSAGE },
    ])
  })

  it('stores the address when post is chosen', async () => {
    const submissionData = [...details, { field: 'postCopy', value: true }, ...address]
    const { statusCode, body } = await send(submissionData)
    expect(statusCode).toBe(201)
    const stored = await findSubmission(store.db, (body as { id: string }).id)
    expect(stored?.payload).toMatchObject({ submissionData })
  })

  it('takes the form without post and without an address, and drops an address sent anyway', async () => {
    expect((await send(details)).statusCode).toBe(201)
    const { statusCode, body } = await send([...details, { field: 'postCopy', value: false }, ...address])
    expect(statusCode).toBe(201)
    const stored = await findSubmission(store.db, (body as { id: string }).id)
    expect(stored?.payload).toMatchObject({
      submissionData: [...details, { field: 'postCopy', value: false }],
    })
  })
})
