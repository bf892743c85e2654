/** @jest-environment node */
// Issue 28 §1, §2 and §7 over real HTTP: what a spammer's posts to the form routes get.
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))
jest.mock('@/server/content/source', () => {
  const actual = jest.requireActual('@/server/content/source')
  return { ...actual, fetchContent: jest.fn(actual.fetchContent) }
})

import { EMAIL_MESSAGE } from '@/forms/cms/schema'
import { HONEYPOT_MESSAGE, INVISIBLE_CAPTCHA_MESSAGE } from '@/captcha/invisibleBrake'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { flightEnquiryValues } from '@/testing/enquiryValues'
import { contactValues } from '@/testing/contactValues'
import { startApiServer } from '@/testing/apiServer'
import { testDatabases } from '@/testing/testDatabases'
import { fetchContent } from '@/server/content/source'
import { formDefinitionQuery } from '@/content/queries'
import { submissionsDb } from '@/server/submissions/database'
import type { StoredFormSubmission } from '@/server/delivery/cmsStoreBody'
import formRoute from '../../../pages/api/forms/[form]'

const RAIL_FORM = 'form-rail-rail-journey-enquiry'
const actualFetchContent = jest.requireActual('@/server/content/source').fetchContent as typeof fetchContent
const saved = { ...process.env }
let api: Awaited<ReturnType<typeof startApiServer>>
let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>

beforeAll(async () => {
  api = await startApiServer(formRoute)
})
afterAll(() => api.close())

beforeEach(async () => {
  store = await testDatabases[0]!.create()
  jest.mocked(submissionsDb).mockResolvedValue(store.db)
  // restoreAllMocks leaves a jest.fn's implementation as a test set it: each starts with the content.
  jest.mocked(fetchContent).mockImplementation(actualFetchContent)
  process.env.CAPTCHA_MODE = 'test'
  delete process.env.RECAPTCHA_SECRET
  delete process.env.RECAPTCHA_V3_SECRET
})
afterEach(async () => {
  process.env = { ...saved }
  jest.restoreAllMocks()
  await store.dispose()
})

/** Every stored submission, oldest first, with the targets its deliveries go to. */
async function stored() {
  const rows = await store.db.selectFrom('submissions').selectAll().orderBy('created_at').execute()
  const deliveries = await store.db.selectFrom('deliveries').select(['submission_id', 'target']).execute()
  return rows.map((row) => ({
    payload: JSON.parse(row.payload) as unknown,
    targets: deliveries
      .filter((delivery) => delivery.submission_id === row.id)
      .map((delivery) => delivery.target)
      .sort(),
  }))
}

const railEnquiry = (email: string, extra: Record<string, unknown> = {}) => ({
  form: RAIL_FORM,
  submissionData: [
    { field: 'fullName', value: 'Sam Lee' },
    { field: 'email', value: email },
    { field: 'journey', value: 'the-ghan' },
    { field: 'message', value: 'Win a free trip at https://evil.example' },
  ],
  captchaToken: TEST_CAPTCHA_TOKEN,
  ...extra,
})
const postRail = (body: unknown, from?: string) =>
  api.post('/api/forms/cms', body, { host: 'rail.localhost', ...(from ? { from } : {}) })

describe('a CMS form is no mail relay (§1)', () => {
  it.each([
    'v1@ex1.org,v2@ex2.org,v3@ex3.org',
    'list:a@x.org,b@y.org;',
    'Sam <sam@example.org>',
    'a@localhost',
    'a@[127.0.0.1]',
  ])('refuses %s with the email message, and stores nothing', async (email) => {
    const answer = await postRail(railEnquiry(email))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ errors: [{ field: 'email', message: EMAIL_MESSAGE }] })
    expect(await stored()).toEqual([])
  })

  it('sends one address at most 3 confirmations a day, however it is written; the team still hears of each', async () => {
    for (const email of ['sam@example.org', 'Sam+2@Example.org', 'sam+trip@example.org', 'SAM@example.org'])
      expect((await postRail(railEnquiry(email))).status).toBe(201)
    expect((await stored()).map((submission) => submission.targets)).toEqual([
      ['cms-store.form-submission', 'email.form-confirmation', 'email.form-notification'],
      ['cms-store.form-submission', 'email.form-confirmation', 'email.form-notification'],
      ['cms-store.form-submission', 'email.form-confirmation', 'email.form-notification'],
      ['cms-store.form-submission', 'email.form-notification'],
    ])
    expect((await postRail(railEnquiry('another@example.org'))).status).toBe(201)
    expect((await stored()).at(-1)!.targets).toContain('email.form-confirmation')
  })

  it("keeps the visitor's words out of the team mail's headers, and out of the confirmation", async () => {
    await postRail(railEnquiry('sam@example.org'))
    const payload = (await stored())[0]!.payload as StoredFormSubmission
    expect(payload.mails!.notification).toMatchObject({
      subject: 'Rail journey enquiry: The Ghan',
      replyTo: 'sam@example.org',
    })
    expect(payload.mails!.notification!.text).toContain('Win a free trip at https://evil.example')
    expect(JSON.stringify(payload.mails!.confirmation)).not.toContain('evil')
  })

  it('sends no confirmation for a form without a captcha, which needs its invisible token instead', async () => {
    jest.mocked(fetchContent).mockImplementation(async (query, params) => {
      const result: unknown = await actualFetchContent(query, params)
      return (
        query === formDefinitionQuery && result ? { ...(result as object), captcha: false } : result
      ) as never
    })
    const refused = await postRail(railEnquiry('sam@example.org', { captchaToken: undefined }))
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'captchaToken', message: INVISIBLE_CAPTCHA_MESSAGE }] },
    })
    expect((await postRail(railEnquiry('sam@example.org'))).status).toBe(201)
    expect((await stored()).map((submission) => submission.targets)).toEqual([
      ['cms-store.form-submission', 'email.form-notification'],
    ])
  })
})

describe('a confirmation carries no stranger’s text, and counts mailboxes (issue 44 §2)', () => {
  /** The confirmation stored with the last submission: what the outbox sends over SMTP. */
  const confirmationFor = async (fullName: string) => {
    const body = railEnquiry('sam@example.org')
    body.submissionData[0] = { field: 'fullName', value: fullName }
    expect((await postRail(body)).status).toBe(201)
    return ((await stored()).at(-1)!.payload as StoredFormSubmission).mails!.confirmation!
  }
  const confirmations = async () =>
    (await stored()).filter((submission) => submission.targets.includes('email.form-confirmation')).length

  it.each([
    'Call +1 888 555 0100 for refund',
    'see evil\uFF0Ecom bit\u2024ly/x',
    'evil\u3002com',
    'evil(.)com',
    'Ana María Olivares de la Fuente y Castellanos',
  ])('greets %j without the name, which holds more than letters or 40 characters', async (name) => {
    const confirmation = await confirmationFor(name)
    expect(confirmation.text).toBe(
      'Dear,\n\nThank you for your enquiry about The Ghan. A rail specialist will reply within one working day with availability and fares.',
    )
    expect(JSON.stringify(confirmation)).not.toMatch(/888|refund|evil|Ana/)
  })

  it.each(['Zoë O’Brien-Núñez', "Zoë O'Brien-Núñez", 'José', '山田 太郎', 'Анна Каренина'])(
    'greets %s by name: letters of any script, spaces, hyphens and apostrophes',
    async (name) => {
      const confirmation = await confirmationFor(name)
      expect(confirmation.text.split('\n')[0]).toBe(`Dear ${name},`)
      expect(confirmation.html).toContain(`<p>Dear ${name.replace("'", '&#39;')},</p>`)
    },
  )

  it('sends one Gmail inbox 3 confirmations a day, however its dots and domain are written', async () => {
    for (const email of [
      'victim9@gmail.com',
      'victim9@gmail.com',
      'victim9@gmail.com',
      'victim9@gmail.com',
      'v.ictim9@gmail.com',
      'vi.ctim9@gmail.com',
      'victim9@googlemail.com',
    ])
      expect((await postRail(railEnquiry(email))).status).toBe(201)
    expect(await stored()).toHaveLength(7)
    expect(await confirmations()).toBe(3)
    // Dots count elsewhere: v.ictim9@example.org is another mailbox than victim9@example.org.
    for (const email of ['victim9@example.org', 'v.ictim9@example.org'])
      expect((await postRail(railEnquiry(email))).status).toBe(201)
    expect(await confirmations()).toBe(5)
  })

  it('counts a domain written in Unicode and in punycode as one', async () => {
    for (const email of ['ana@bücher.de', 'ana@BÜCHER.de', 'ana@xn--bcher-kva.de', 'ana@xn--bcher-kva.de'])
      expect((await postRail(railEnquiry(email))).status).toBe(201)
    expect(await confirmations()).toBe(3)
  })
})

const flightEnquiry = (extra: Record<string, unknown> = {}) => ({
  ...flightEnquiryValues(),
  captchaToken: TEST_CAPTCHA_TOKEN,
  website: '',
  ...extra,
})
const postFlight = (body: unknown, from?: string) =>
  api.post('/api/forms/enquiryFlight', body, from ? { from } : {})

describe('every form has the invisible brake (§2)', () => {
  it.each([
    ['/api/forms/enquiryFlight', flightEnquiry({ website: 'https://spam.example' })],
    ['/api/forms/contact', { ...contactValues, captchaToken: TEST_CAPTCHA_TOKEN, website: 'Buy now' }],
  ])('refuses %s with its honeypot filled, and stores nothing', async (path, body) => {
    expect(await api.post(path, body)).toMatchObject({ status: 400, body: { message: HONEYPOT_MESSAGE } })
    expect(await stored()).toEqual([])
  })

  it('asks an enquiry, which shows no captcha, for its invisible token', async () => {
    expect(await postFlight(flightEnquiry({ captchaToken: undefined }))).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'captchaToken', message: INVISIBLE_CAPTCHA_MESSAGE }] },
    })
    expect((await postFlight(flightEnquiry())).status).toBe(201)
    expect((await stored())[0]!.payload).not.toHaveProperty('website')
  })

  it('lets a fourth address in after three used up their limits: a flood never locks visitors out', async () => {
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
      for (let post = 0; post < 10; post++) expect((await postFlight(flightEnquiry(), from)).status).toBe(201)
      expect((await postFlight(flightEnquiry(), from)).status).toBe(429)
    }
    expect((await postFlight(flightEnquiry(), '127.0.0.5')).status).toBe(201)
    expect(await stored()).toHaveLength(31)
  })

  it('raises the score an invisible token needs once the form is flooded, instead of refusing everyone', async () => {
    delete process.env.CAPTCHA_MODE
    process.env.RECAPTCHA_V3_SECRET = 'v3-secret'
    process.env.FORM_SITE_RATE_LIMIT_PER_MINUTE = '2'
    // Google's answer for a token: here the token is the score it gets.
    jest.spyOn(global, 'fetch').mockImplementation(async (_url, init) => {
      const token = new URLSearchParams(String(init?.body)).get('response')
      const answer = {
        success: true,
        hostname: 'tours.localhost',
        action: 'enquiry_flight',
        score: Number(token),
      }
      return new Response(JSON.stringify(answer))
    })
    const scored = (score: string, from: string) => postFlight(flightEnquiry({ captchaToken: score }), from)
    expect((await scored('0.6', '127.0.0.2')).status).toBe(201)
    expect((await scored('0.6', '127.0.0.3')).status).toBe(201)
    // Flooded: 0.6 no longer passes (RECAPTCHA_FLOOD_MIN_SCORE, 0.7), a likely person still does.
    expect(await scored('0.6', '127.0.0.4')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'captchaToken', message: INVISIBLE_CAPTCHA_MESSAGE }] },
    })
    expect((await scored('0.9', '127.0.0.5')).status).toBe(201)
  })
})

describe('the Idempotency-Key (§7)', () => {
  it('answers 422 to the same key with another body, and the first answer to a retry with a new token', async () => {
    const key = { 'idempotency-key': 'retry-0123456789abcdef' }
    const first = await api.post('/api/forms/enquiryFlight', flightEnquiry(), { headers: key })
    expect(first.status).toBe(201)
    const retried = await api.post(
      '/api/forms/enquiryFlight',
      flightEnquiry({ captchaToken: 'a new token' }),
      {
        headers: key,
      },
    )
    expect(retried).toMatchObject({ status: 201, body: first.body })
    const other = await api.post('/api/forms/enquiryFlight', flightEnquiry({ passengers: 9 }), {
      headers: key,
    })
    expect(other).toMatchObject({
      status: 422,
      body: { message: 'This Idempotency-Key was already used for another submission.' },
    })
    expect(await stored()).toHaveLength(1)
  })
})
