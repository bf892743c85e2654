/** @jest-environment node */
import { Readable } from 'node:stream'
import type { NextApiRequest } from 'next'

jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import formRoute from '../../../../pages/api/forms/[form]'
import type { TailorMadeAnswers } from '@/forms/tailorMade/model/schema'
import { submissionsDb } from '@/server/submissions/database'
import { findSubmission } from '@/server/submissions/store'
import { fakeApiResponse } from '@/testing/fakeApiResponse'
import { aValidTailorMadeBody } from '@/testing/tailorMade'
import { HONEYPOT_MESSAGE, INVISIBLE_CAPTCHA_MESSAGE } from '@/captcha/invisibleBrake'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { SINGLE_LINE_MESSAGE } from '@/forms/rules/singleLine'
import { EMAIL_MESSAGE } from '@/forms/tailorMade/model/schema'
import { testDatabases } from '@/testing/testDatabases'

function post(body: unknown, host = 'tours.localhost:3000') {
  const req = Object.assign(Readable.from([Buffer.from(JSON.stringify(body))]), {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    socket: { remoteAddress: '203.0.113.7' },
    // What Next gives the form route for /api/tailorMade (rewritten to /api/forms/tailorMade).
    query: { form: 'tailorMade' },
  }) as unknown as NextApiRequest
  const { res, recorded } = fakeApiResponse()
  return formRoute(req, res).then(() => recorded)
}

type Errors = { field?: string; message: string }[]
const valid = aValidTailorMadeBody()
const withDates = (travelDate: Partial<TailorMadeAnswers['travelDate']>) => ({
  ...valid,
  travelDate: { ...valid.travelDate, ...travelDate },
})
const withContact = (contact: Partial<TailorMadeAnswers['contactInformation']>) => ({
  ...valid,
  contactInformation: { ...valid.contactInformation, ...contact },
})

describe.each(testDatabases)('POST /api/tailorMade on $name', ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  const storedCount = async () => (await store.db.selectFrom('submissions').select('id').execute()).length

  beforeEach(async () => {
    store = await create()
    jest.mocked(submissionsDb).mockResolvedValue(store.db)
  })
  afterEach(() => {
    delete process.env.CAPTCHA_MODE
    delete process.env.RECAPTCHA_V3_SECRET
    jest.restoreAllMocks()
    return store.dispose()
  })

  it('stores a valid request with its rich text sanitised, for the tailor-made call', async () => {
    const body = {
      ...valid,
      desiredTour: '<p>Hi<script>x</script><img src=x onerror=y></p>',
      detailAlreadyBought: [{ type: 'flights', content: '<p>Hi<script>x</script><img src=x onerror=y></p>' }],
    }
    const res = await post(body)
    expect(res.statusCode).toBe(201)
    const stored = await findSubmission(store.db, (res.body as { id: string }).id)
    expect(stored).toMatchObject({
      site: 'tours',
      formKind: 'tailorMade',
      payload: {
        ...valid,
        desiredTour: '<p>Hi</p>',
        detailAlreadyBought: [{ type: 'flights', content: '<p>Hi</p>' }],
      },
    })
    expect(stored!.deliveries.map((delivery) => delivery.target)).toEqual(['reservation.tailor-made'])
  })

  it.each([
    ['no country', { ...valid, country: [] }, 'country', 'Please select at least one'],
    ['a blank contact name', withContact({ name: '  ' }), 'contactInformation.name', 'field required'],
    [
      'no contact phone',
      withContact({ phoneNumber: '' }),
      'contactInformation.phoneNumber',
      'field required',
    ],
    ['no interest', { ...valid, interesting: [] }, 'interesting', 'select at least one'],
    ['no transport', { ...valid, transportation: [] }, 'transportation', 'Please select at least one'],
    [
      'a departure before the arrival',
      withDates({ arriveDate: '2099-04-07', departDate: '2099-04-01' }),
      'travelDate',
      'Please select Arrival / Departure',
    ],
    [
      'dates set without a departure',
      withDates({ departDate: '' }),
      'travelDate',
      'Please select Arrival / Departure',
    ],
    [
      'flexible dates without a month',
      withDates({ type: 'FLEXIBLE_DATES', arriveDate: '', departDate: '', arrivalMonth: '' }),
      'travelDate',
      'Please select arrival month',
    ],
    [
      'the other focus without its text',
      { ...valid, destinationFocus: 'other', otherInterests: ' ' },
      'otherInterests',
      'Please enter your other interests',
    ],
  ])('refuses %s with 400 and the spec’s message on that field', async (_, body, field, message) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.body).toMatchObject({ status: 400, message: 'Please correct the highlighted fields.' })
    expect((res.body as { errors: Errors }).errors).toContainEqual({ field, message })
    expect(await storedCount()).toBe(0)
  })

  it('refuses unknown fields, at the top and nested, naming them', async () => {
    for (const [unknown, body] of [
      ['isAdmin', { ...valid, isAdmin: true }],
      ['discount', { ...valid, budget: { ...valid.budget, discount: 50 } }],
      ['hotel', { ...valid, travelDate: { ...valid.travelDate, hotel: 'x' } }],
      ['caddie', { ...valid, golf: { ...valid.golf, caddie: 'yes' } }],
    ] as const) {
      const res = await post(body)
      expect(res.statusCode).toBe(400)
      expect(JSON.stringify(res.body)).toContain(unknown)
    }
    expect(await storedCount()).toBe(0)
  })

  it.each([
    ['null', null],
    ['a list', [valid]],
    ['a string', 'hello'],
    ['an empty object', {}],
    [
      'null nested objects',
      { ...valid, travelDate: null, golf: null, contactInformation: null, budget: null },
    ],
    ['strings for lists', { ...valid, country: 'Italy', childrenDetails: 'none', otherLocationVisit: 'x' }],
    [
      'null list entries',
      { ...valid, childrenDetails: [null], detailAlreadyBought: [null], country: [null] },
    ],
    ['text for numbers', { ...valid, numberAdults: '2', budget: { currency: 'AUD', amount: '10' } }],
    ['numbers for text', { ...valid, desiredTour: 5, travelType: 1, contactInformation: { name: 1 } }],
    ['an unknown currency', { ...valid, budget: { currency: 'XYZ', amount: 0 } }],
    ['an unknown interest', { ...valid, interesting: ['anything'] }],
  ])('answers 400, never a 5xx, to %s', async (_, body) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await post(body)
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
    expect(res.statusCode).toBe(400)
    expect(await storedCount()).toBe(0)
  })

  it.each(['cruises', 'rail'])(
    'answers 404 on %s, whose pages have no wizard, and stores nothing',
    async (siteId) => {
      const res = await post(valid, `${siteId}.localhost:3000`)
      expect(res.statusCode).toBe(404)
      const message = 'This site has no tailor-made request form.'
      expect(res.body).toEqual({ status: 404, message, errors: [{ message }] })
      expect(await storedCount()).toBe(0)
    },
  )

  it('refuses a filled honeypot with 400, and stores nothing', async () => {
    const res = await post({ ...valid, website: 'https://spam.example' })
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({
      status: 400,
      message: HONEYPOT_MESSAGE,
      errors: [{ message: HONEYPOT_MESSAGE }],
    })
    expect(await storedCount()).toBe(0)
  })

  it('stores neither the empty honeypot nor the token sent beside the answers', async () => {
    process.env.CAPTCHA_MODE = 'test'
    const res = await post({ ...valid, website: '', captchaToken: TEST_CAPTCHA_TOKEN })
    expect(res.statusCode).toBe(201)
    const stored = await findSubmission(store.db, (res.body as { id: string }).id)
    expect(stored!.payload).toEqual(valid)
  })

  it('refuses a missing or wrong invisible-captcha token in test mode, on captchaToken', async () => {
    process.env.CAPTCHA_MODE = 'test'
    for (const body of [valid, { ...valid, captchaToken: 'forged' }]) {
      const res = await post(body)
      expect(res.statusCode).toBe(400)
      expect((res.body as { errors: Errors }).errors).toEqual([
        { field: 'captchaToken', message: INVISIBLE_CAPTCHA_MESSAGE },
      ])
    }
    expect(await storedCount()).toBe(0)
  })

  it('asks Google about the token with the v3 secret, and refuses a low score', async () => {
    process.env.RECAPTCHA_V3_SECRET = 'the-v3-secret'
    const answer = { success: true, hostname: 'tours.localhost', action: 'tailor_made', score: 0.1 }
    const google = jest.spyOn(global, 'fetch').mockImplementation(async () => Response.json(answer))
    const low = await post({ ...valid, captchaToken: 'a-v3-token' })
    expect(low.statusCode).toBe(400)
    answer.score = 0.9
    const high = await post({ ...valid, captchaToken: 'a-v3-token' })
    expect(high.statusCode).toBe(201)
    expect(google).toHaveBeenCalledTimes(2)
    expect(await storedCount()).toBe(1)
  })

  it.each([
    [
      'a line break in the name',
      withContact({ name: 'Ada\r\nBcc: x@example.com' }),
      'contactInformation.name',
    ],
    ['a tab in the phone', withContact({ phoneNumber: '+61\t400' }), 'contactInformation.phoneNumber'],
    ['a line break in the email', withContact({ email: 'ada@example.com\n' }), 'contactInformation.email'],
    [
      'a line break in the arrival place',
      withDates({ arriveLocation: 'Rome\nVenice' }),
      'travelDate.arriveLocation',
    ],
    [
      'a control character in a place',
      { ...valid, otherLocationVisit: [{ location: 'Florence\u0000', numberNights: 1, note: '' }] },
      'otherLocationVisit[0].location',
    ],
    [
      'a line break in a place note',
      { ...valid, otherLocationVisit: [{ location: 'Florence', numberNights: 1, note: 'a\nb' }] },
      'otherLocationVisit[0].note',
    ],
  ])('refuses %s with 400 on that field', async (_, body, field) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect((res.body as { errors: Errors }).errors).toContainEqual({ field, message: SINGLE_LINE_MESSAGE })
    expect(await storedCount()).toBe(0)
  })

  it('checks the email when one is given', async () => {
    const res = await post(withContact({ email: 'ada@' }))
    expect((res.body as { errors: Errors }).errors).toEqual([
      { field: 'contactInformation.email', message: EMAIL_MESSAGE },
    ])
    expect((await post(withContact({ email: '' }))).statusCode).toBe(201)
  })

  it('refuses rich text that sanitising makes longer than the limit, on its field', async () => {
    const ampersands = '&'.repeat(20_000)
    const res = await post({
      ...valid,
      desiredTour: ampersands,
      detailAlreadyBought: [{ type: 'flights', content: `<p>${'<'.repeat(19_990)}</p>` }],
    })
    expect(res.statusCode).toBe(400)
    const message = 'Please shorten this text: with its formatting it is over 20,000 characters.'
    expect((res.body as { errors: Errors }).errors).toEqual([
      { field: 'desiredTour', message },
      { field: 'detailAlreadyBought[0].content', message },
    ])
    expect(await storedCount()).toBe(0)
  })
})
