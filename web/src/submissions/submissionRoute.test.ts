/** @jest-environment node */
import { Readable } from 'node:stream'
import type { NextApiRequest } from 'next'
import { object, string } from 'yup'

jest.mock('./database', () => ({ submissionsDb: jest.fn() }))
jest.mock('./store', () => ({ storeSubmission: jest.fn() }))

import { submissionsDb } from './database'
import { storeSubmission } from './store'
import { fakeApiResponse } from '../testing/fakeApiResponse'
import { acceptWithCaptcha, submissionRoute } from './submissionRoute'

const schema = object({
  email: string().required('Required Field'),
  captchaToken: string().required('Captcha!'),
})
  .noUnknown()
  .strict()

function call(handler: ReturnType<typeof submissionRoute>, body: string, ip = '203.0.113.7') {
  const req = Object.assign(Readable.from([Buffer.from(body)]), {
    method: 'POST',
    headers: { host: 'golf.localhost:3000', 'x-forwarded-for': ip },
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as NextApiRequest
  const { res, recorded } = fakeApiResponse()
  return handler(req, res).then(() => recorded)
}

const contactRoute = () =>
  submissionRoute({
    formKind: 'contact',
    accept: acceptWithCaptcha({ schema, captchaMessage: 'Captcha!', targets: [] }),
  })

const valid = JSON.stringify({ email: 'a@b.co', captchaToken: 'test-captcha-token' })

beforeEach(() => {
  jest.mocked(submissionsDb).mockResolvedValue({} as never)
  jest.mocked(storeSubmission).mockReset().mockResolvedValue('submission-1')
})

describe('submissionRoute', () => {
  it('stores a valid submission for the site of the request, without the spent captcha token', async () => {
    const handler = submissionRoute({
      formKind: 'contact',
      accept: acceptWithCaptcha({
        schema,
        captchaMessage: 'Captcha!',
        targets: ['passenger-portal.contact-us'],
      }),
    })
    const res = await call(handler, valid)
    expect(res.statusCode).toBe(201)
    expect(res.body).toEqual({ id: 'submission-1' })
    expect(jest.mocked(storeSubmission).mock.calls[0]![1]).toEqual({
      site: 'golf',
      formKind: 'contact',
      payload: { email: 'a@b.co' },
      targets: ['passenger-portal.contact-us'],
    })
  })

  it('answers 429 once an address has used up its submissions for the minute', async () => {
    process.env.FORM_RATE_LIMIT_PER_MINUTE = '2'
    const handler = contactRoute()
    delete process.env.FORM_RATE_LIMIT_PER_MINUTE
    expect((await call(handler, valid)).statusCode).toBe(201)
    expect((await call(handler, valid)).statusCode).toBe(201)
    const limited = await call(handler, valid)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['Retry-After'])).toBeGreaterThan(0)
    expect((await call(handler, valid, '198.51.100.9')).statusCode).toBe(201)
  })

  it('never thanks a visitor when the submission could not be stored', async () => {
    jest.mocked(storeSubmission).mockRejectedValue(new Error('disk full'))
    const handler = contactRoute()
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await call(handler, valid)
    error.mockRestore()
    expect(res.statusCode).toBe(503)
    const message = 'Your submission could not be saved. Please try again in a few minutes.'
    expect(res.body).toEqual({ status: 503, message, errors: [{ message }] })
  })

  it('answers bad input 400 with every field message, as a list, and stores nothing', async () => {
    const res = await call(contactRoute(), JSON.stringify({ email: 7, captchaToken: '', isAdmin: true }))
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields.',
      errors: expect.arrayContaining([
        { field: 'email', message: expect.stringContaining('string') },
        { field: 'captchaToken', message: 'Captcha!' },
        { message: expect.stringContaining('isAdmin') },
      ]),
    })
    expect(storeSubmission).not.toHaveBeenCalled()
  })

  it("refuses a forged captcha with the form's own message", async () => {
    const res = await call(contactRoute(), JSON.stringify({ email: 'a@b.co', captchaToken: 'forged' }))
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({
      status: 400,
      message: 'Captcha!',
      errors: [{ field: 'captchaToken', message: 'Captcha!' }],
    })
    expect(storeSubmission).not.toHaveBeenCalled()
  })

  it('answers 503, never 500, when the check itself cannot run', async () => {
    const handler = submissionRoute({
      formKind: 'cms-form',
      accept: async () => {
        throw new Error('content source down')
      },
    })
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await call(handler, valid)
    error.mockRestore()
    expect(res.statusCode).toBe(503)
    expect(storeSubmission).not.toHaveBeenCalled()
  })
})
