/** @jest-environment node */
import { Readable } from 'node:stream'
import type { NextApiRequest } from 'next'
import { array, object, string } from 'yup'
import type { Site } from '@travel/config'

jest.mock('./database', () => ({ ...jest.requireActual('./database'), submissionsDb: jest.fn() }))
jest.mock('./store', () => {
  const actual = jest.requireActual('./store')
  return { ...actual, storeSubmission: jest.fn(actual.storeSubmission) }
})

import { submissionsDb } from './database'
import { findSubmission, storeSubmission } from './store'
import { testDatabases } from '@/testing/testDatabases'
import { fakeApiResponse } from '@/testing/fakeApiResponse'
import { acceptWithCaptcha } from '@/server/forms/acceptWithCaptcha'
import { contactSchema } from '@/forms/contact/schema'
import { contactValues } from '@/testing/contactValues'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { validateSubmission } from './acceptance'
import { submissionRoute } from './submissionRoute'

// The contact form's schema, so that its target's payload type is what the route stores.
const schema = contactSchema
const contact = contactValues

type Call = { headers?: Record<string, string>; remoteAddress?: string }

function call(handler: ReturnType<typeof submissionRoute>, body: string, options: Call = {}) {
  const req = Object.assign(Readable.from([Buffer.from(body)]), {
    method: 'POST',
    headers: { host: 'golf.localhost:3000', 'content-type': 'application/json', ...options.headers },
    socket: { remoteAddress: options.remoteAddress ?? '203.0.113.7' },
  }) as unknown as NextApiRequest
  const { res, recorded } = fakeApiResponse()
  return handler(req, res).then(() => recorded)
}

const contactRoute = (targets: ['passenger-portal.contact-us'] | [] = []) =>
  submissionRoute({
    formKind: 'contact',
    accept: acceptWithCaptcha({ schema, captchaMessage: 'Captcha!', targets }),
  })

const valid = JSON.stringify({ ...contact, captchaToken: 'test-captcha-token' })
const silenced = () => jest.spyOn(console, 'error').mockImplementation(() => undefined)

describe.each(testDatabases)('submissionRoute on $name', ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  const storedCount = async () =>
    Number(
      (
        await store.db
          .selectFrom('submissions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  beforeEach(async () => {
    store = await create()
    jest.mocked(submissionsDb).mockResolvedValue(store.db)
    jest.mocked(storeSubmission).mockClear()
    process.env.CAPTCHA_MODE = 'test'
  })
  afterEach(async () => {
    delete process.env.CAPTCHA_MODE
    delete process.env.FORM_RATE_LIMIT_PER_MINUTE
    delete process.env.FORM_SITE_RATE_LIMIT_PER_MINUTE
    delete process.env.TRUSTED_PROXY_HOPS
    delete process.env.TRUSTED_PROXIES
    await store.dispose()
  })

  it('stores a valid submission for the site of the host, without the spent captcha token', async () => {
    const res = await call(contactRoute(['passenger-portal.contact-us']), valid)
    expect(res.statusCode).toBe(201)
    const stored = await findSubmission(store.db, (res.body as { id: string }).id)
    expect(stored).toMatchObject({ site: 'golf', formKind: 'contact', payload: { email: 'a@b.co' } })
    expect(stored!.deliveries.map((delivery) => delivery.target)).toEqual(['passenger-portal.contact-us'])
  })

  it("takes the site from the host alone, never from a client's x-site-id header", async () => {
    const res = await call(contactRoute(), valid, {
      headers: { host: 'tours.localhost', 'x-site-id': 'cruises' },
    })
    expect(res.statusCode).toBe(201)
    expect((await findSubmission(store.db, (res.body as { id: string }).id))!.site).toBe('tours')
  })

  describe('the rate limit', () => {
    it('answers 429 once an address has used up its submissions for the minute', async () => {
      process.env.FORM_RATE_LIMIT_PER_MINUTE = '2'
      const handler = contactRoute()
      expect((await call(handler, valid)).statusCode).toBe(201)
      expect((await call(handler, valid)).statusCode).toBe(201)
      const limited = await call(handler, valid)
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers['Retry-After'])).toBeGreaterThan(0)
      expect((await call(handler, valid, { remoteAddress: '198.51.100.9' })).statusCode).toBe(201)
    })

    it('does not take a client-sent X-Forwarded-For as the address', async () => {
      process.env.FORM_RATE_LIMIT_PER_MINUTE = '3'
      const handler = contactRoute()
      const statuses = []
      for (let i = 1; i <= 6; i++)
        statuses.push(
          (await call(handler, valid, { headers: { 'x-forwarded-for': `198.51.100.${i}` } })).statusCode,
        )
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429])
    })

    it('reads the address a trusted proxy recorded, and only that one', async () => {
      process.env.FORM_RATE_LIMIT_PER_MINUTE = '1'
      process.env.TRUSTED_PROXY_HOPS = '1'
      process.env.TRUSTED_PROXIES = '10.0.0.2'
      const handler = contactRoute()
      // The proxy appends the address it saw; what the client put before it is its own word.
      const via = (client: string, forged: string) => ({
        headers: { 'x-forwarded-for': `${forged}, ${client}` },
        remoteAddress: '10.0.0.2',
      })
      expect((await call(handler, valid, via('192.0.2.1', '198.51.100.1'))).statusCode).toBe(201)
      expect((await call(handler, valid, via('192.0.2.1', '198.51.100.2'))).statusCode).toBe(429)
      expect((await call(handler, valid, via('192.0.2.2', '198.51.100.2'))).statusCode).toBe(201)
    })

    it('counts an IPv6 /64 as one client', async () => {
      process.env.FORM_RATE_LIMIT_PER_MINUTE = '2'
      const handler = contactRoute()
      expect((await call(handler, valid, { remoteAddress: '2001:db8:1:2::1' })).statusCode).toBe(201)
      expect((await call(handler, valid, { remoteAddress: '2001:db8:1:2:ffff::9' })).statusCode).toBe(201)
      expect((await call(handler, valid, { remoteAddress: '2001:db8:1:2:1:2:3:4' })).statusCode).toBe(429)
      expect((await call(handler, valid, { remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(201)
    })

    it('never refuses a visitor for what other addresses sent: past the site-wide count, the form is flooded', async () => {
      process.env.FORM_SITE_RATE_LIMIT_PER_MINUTE = '2'
      const floods: boolean[] = []
      const handler = submissionRoute({
        formKind: 'contact',
        accept: async (body, request) => {
          floods.push(request.flood === true)
          return acceptWithCaptcha({ schema, captchaMessage: 'Captcha!', targets: [] })(body, request)
        },
      })
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
      const from = (i: number) => ({ remoteAddress: `198.51.100.${i}` })
      for (let i = 1; i <= 4; i++) expect((await call(handler, valid, from(i))).statusCode).toBe(201)
      expect(floods).toEqual([false, false, true, true])
      expect(await storedCount()).toBe(4)
      // Logged once a minute, not once a post.
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]![0])).toContain('FORM_SITE_RATE_LIMIT_PER_MINUTE')
      // Another site, and another form of the same site, are counted on their own.
      await call(handler, valid, { headers: { host: 'rail.localhost' } })
      expect(floods.at(-1)).toBe(false)
    })

    it('is shared by every server instance through the database', async () => {
      process.env.FORM_RATE_LIMIT_PER_MINUTE = '2'
      const [first, second] = [contactRoute(), contactRoute()]
      expect((await call(first, valid)).statusCode).toBe(201)
      expect((await call(first, valid)).statusCode).toBe(201)
      expect((await call(second, valid)).statusCode).toBe(429)
    })
  })

  describe('a form that only some sites have', () => {
    const onGolfOnly = (servedOn = async (site: Site) => site.id === 'golf') =>
      submissionRoute({
        formKind: 'contact',
        accept: acceptWithCaptcha({ schema, captchaMessage: 'Captcha!', targets: [] }),
        servedOn,
        notServedMessage: 'Not on this site.',
      })

    it('answers 404 elsewhere, in the refusal shape, before anything else, and stores nothing', async () => {
      const res = await call(onGolfOnly(), valid, { headers: { host: 'cruises.localhost' } })
      expect(res).toMatchObject({
        statusCode: 404,
        body: { status: 404, message: 'Not on this site.', errors: [{ message: 'Not on this site.' }] },
      })
      expect((await call(onGolfOnly(), valid)).statusCode).toBe(201)
      expect(await storedCount()).toBe(1)
    })

    it('answers 503 when it cannot tell', async () => {
      const error = silenced()
      const res = await call(
        onGolfOnly(async () => {
          throw new Error('content source down')
        }),
        valid,
      )
      error.mockRestore()
      expect(res.statusCode).toBe(503)
      expect(await storedCount()).toBe(0)
    })
  })

  describe('browser posts', () => {
    it('refuses a body that is not sent as JSON with 415 and stores nothing', async () => {
      const res = await call(contactRoute(), valid, { headers: { 'content-type': 'text/plain' } })
      expect(res.statusCode).toBe(415)
      expect(await storedCount()).toBe(0)
    })

    it("refuses another site's page posting through its visitors' browsers with 403", async () => {
      const fromElsewhere = await call(contactRoute(), valid, { headers: { origin: 'https://evil.example' } })
      expect(fromElsewhere.statusCode).toBe(403)
      const otherBrand = await call(contactRoute(), valid, {
        headers: { origin: 'http://rail.localhost:3000' },
      })
      expect(otherBrand.statusCode).toBe(403)
      const crossSite = await call(contactRoute(), valid, { headers: { 'sec-fetch-site': 'cross-site' } })
      expect(crossSite.statusCode).toBe(403)
      const opaque = await call(contactRoute(), valid, { headers: { origin: 'null' } })
      expect(opaque.statusCode).toBe(403)
      expect(await storedCount()).toBe(0)
    })

    it("accepts the site's own pages, and clients that are not browsers", async () => {
      const own = { origin: 'http://golf.localhost:3000', 'sec-fetch-site': 'same-origin' }
      expect((await call(contactRoute(), valid, { headers: own })).statusCode).toBe(201)
      expect((await call(contactRoute(), valid)).statusCode).toBe(201)
    })
  })

  describe('an Idempotency-Key', () => {
    const key = { 'idempotency-key': '7f0c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f' }

    it('makes a repeated post answer with the first submission and store nothing', async () => {
      const handler = contactRoute(['passenger-portal.contact-us'])
      const first = await call(handler, valid, { headers: key })
      const again = await call(handler, valid, { headers: key })
      expect(first.statusCode).toBe(201)
      expect(again).toMatchObject({ statusCode: 201, body: first.body })
      expect(await storedCount()).toBe(1)
    })

    it('stores once when two posts with one key arrive together', async () => {
      const handler = contactRoute(['passenger-portal.contact-us'])
      const answers = await Promise.all([1, 2, 3].map(() => call(handler, valid, { headers: key })))
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201])
      expect(new Set(answers.map((answer) => (answer.body as { id: string }).id)).size).toBe(1)
      expect(await storedCount()).toBe(1)
      const deliveries = await store.db.selectFrom('deliveries').select('id').execute()
      expect(deliveries).toHaveLength(1)
    })

    it('does not spend the rate limit on a repeat', async () => {
      process.env.FORM_RATE_LIMIT_PER_MINUTE = '1'
      const handler = contactRoute()
      expect((await call(handler, valid, { headers: key })).statusCode).toBe(201)
      expect((await call(handler, valid, { headers: key })).statusCode).toBe(201)
      expect((await call(handler, valid)).statusCode).toBe(429)
    })

    it('keeps keys apart per site', async () => {
      const handler = contactRoute()
      await call(handler, valid, { headers: key })
      const elsewhere = await call(handler, valid, { headers: { ...key, host: 'rail.localhost' } })
      expect(elsewhere.statusCode).toBe(201)
      expect(await storedCount()).toBe(2)
    })

    it('refuses a malformed key with 400', async () => {
      const res = await call(contactRoute(), valid, { headers: { 'idempotency-key': 'a b' } })
      expect(res.statusCode).toBe(400)
      expect(await storedCount()).toBe(0)
    })
  })

  describe('bad input', () => {
    const listRoute = () =>
      submissionRoute({
        formKind: 'cms-form',
        accept: async (body) => {
          const schema = object({
            form: string().required(),
            submissionData: array(object({ field: string().required('A field name is missing.') })).max(100),
          }).strict()
          return { payload: await validateSubmission(schema, body), targets: [] }
        },
      })

    it('answers every field message, as a list, and stores nothing', async () => {
      const res = await call(contactRoute(), JSON.stringify({ email: 7, captchaToken: '', isAdmin: true }))
      expect(res.statusCode).toBe(400)
      expect(res.body).toEqual({
        status: 400,
        message: 'Please correct the highlighted fields.',
        errors: expect.arrayContaining([
          { field: 'email', message: expect.stringContaining('string') },
          { field: 'captchaToken', message: CAPTCHA_MESSAGE },
          { message: expect.stringContaining('isAdmin') },
        ]),
      })
      expect(await storedCount()).toBe(0)
    })

    it('refuses a huge list at once, with a small answer and without blocking the server', async () => {
      const body = JSON.stringify({ form: 'x', submissionData: Array(33_000).fill({}) })
      expect(body.length).toBeLessThan(100 * 1024)
      // The server's own CPU time, not the clock's: another process busy on the machine's
      // cores does not count against it.
      const started = process.cpuUsage()
      const res = await call(listRoute(), body)
      const { user, system } = process.cpuUsage(started)
      expect(res.statusCode).toBe(400)
      expect(JSON.stringify(res.body).length).toBeLessThan(16 * 1024)
      expect((user + system) / 1000).toBeLessThan(100)
    })

    it.each([
      ['a list', '[]'],
      ['deep nesting', `{"a":${'['.repeat(50)}${']'.repeat(50)}}`],
      [
        'thousands of properties',
        JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))),
      ],
    ])('refuses %s before the schema runs', async (_, body) => {
      const res = await call(listRoute(), body)
      expect(res.statusCode).toBe(400)
      expect(JSON.stringify(res.body).length).toBeLessThan(16 * 1024)
    })

    it('sends at most a few dozen errors, one per field', async () => {
      const body = JSON.stringify({ form: 'x', submissionData: Array(100).fill({ field: 7 }) })
      const res = await call(listRoute(), body)
      const errors = (res.body as { errors: { field?: string }[] }).errors
      expect(res.statusCode).toBe(400)
      expect(errors.length).toBeLessThanOrEqual(30)
      expect(new Set(errors.map((error) => error.field)).size).toBe(errors.length)
    })

    it("refuses a forged captcha with the form's own message", async () => {
      const res = await call(contactRoute(), JSON.stringify({ ...contact, captchaToken: 'forged' }))
      expect(res.statusCode).toBe(400)
      expect(res.body).toEqual({
        status: 400,
        message: 'Captcha!',
        errors: [{ field: 'captchaToken', message: 'Captcha!' }],
      })
      expect(await storedCount()).toBe(0)
    })
  })

  it('never thanks a visitor when the submission could not be stored', async () => {
    jest.mocked(storeSubmission).mockRejectedValueOnce(new Error('disk full'))
    const error = silenced()
    const res = await call(contactRoute(), valid)
    error.mockRestore()
    expect(res.statusCode).toBe(503)
    const message = 'Your submission could not be saved. Please try again in a few minutes.'
    expect(res.body).toEqual({ status: 503, message, errors: [{ message }] })
  })

  it('answers 503, never 500, when the check itself cannot run', async () => {
    const handler = submissionRoute({
      formKind: 'cms-form',
      accept: async () => {
        throw new Error('content source down')
      },
    })
    const error = silenced()
    const res = await call(handler, valid)
    error.mockRestore()
    expect(res.statusCode).toBe(503)
    expect(await storedCount()).toBe(0)
  })
})
