/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import formRoute from '../../../pages/api/forms/[form]'
import { submissionsDb } from '@/server/submissions/database'
import { MULTI_LINE_MESSAGE } from '@/forms/rules/multiLine'
import { SINGLE_LINE_MESSAGE } from '@/forms/rules/singleLine'
import { startApiServer } from '@/testing/apiServer'
import { contactValues } from '@/testing/contactValues'
import { storedSubmissions } from '@/testing/storedSubmissions'
import { testDatabases } from '@/testing/testDatabases'

// The form routes over a real socket: what a visitor's text may hold, and the captcha's test mode.
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
  process.env.CAPTCHA_MODE = 'test'
})
afterEach(async () => {
  process.env = { ...saved }
  await store.dispose()
})

const storedCount = () => storedSubmissions(store.db)

function post(form: string, values: Record<string, unknown>) {
  return api.call(`/api/forms/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...values, captchaToken: 'test-captcha-token' }),
  })
}

type Refusal = { errors: { field?: string; message: string }[] }

describe('a multi-line field (the contact form’s message)', () => {
  it.each([
    ['lines and tabs', 'Dear team,\r\n\tTwo seats, please.\n'],
    ['a right-to-left text with its marks', 'مقعدان\u200f من فضلك 2'],
  ])('keeps %s as typed', async (_, message) => {
    const reply = await post('contact', { ...contactValues, message })
    expect(reply.status).toBe(201)
  })

  it.each([
    ['a NUL', 'Hello\u0000'],
    ['an escape', '\u001b[2JHello'],
    ['a backspace', 'Hello\u0008\u0008'],
    ['a form feed', 'Hello\u000c'],
    ['a DEL', 'Hello\u007f'],
    ['a C1 control (CSI)', 'Hello\u009b2J'],
    ['a right-to-left override', 'Refund to \u202egnp.exe'],
    ['a left-to-right isolate', '\u2066Hello\u2069'],
    ['a Hangul filler', 'Hello\u3164'],
  ])('refuses %s, and stores nothing', async (_, message) => {
    const reply = await post('contact', { ...contactValues, message })
    expect(reply.status).toBe(400)
    expect((reply.body as Refusal).errors).toEqual([{ field: 'message', message: MULTI_LINE_MESSAGE }])
    expect(await storedCount()).toBe(0)
  })
})

describe('a single-line field', () => {
  it.each([
    ['a right-to-left override', 'Ann\u202eeeL'],
    ['a bidi isolate', '\u2066Ann\u2069'],
    ['a zero-width space', 'An\u200bn'],
    ['a soft hyphen', 'An\u00adn'],
    ['a byte-order mark', '\ufeffAnn'],
    ['a Hangul filler (an invisible letter)', '\u3164'],
    ['a halfwidth Hangul filler', 'Ann\uffa0'],
  ])('refuses %s (a format character or an invisible filler), and stores nothing', async (_, firstName) => {
    const reply = await post('contact', { ...contactValues, firstName })
    expect(reply.status).toBe(400)
    expect((reply.body as Refusal).errors).toEqual([{ field: 'firstName', message: SINGLE_LINE_MESSAGE }])
    expect(await storedCount()).toBe(0)
  })

  it('refuses them in every form, e.g. the webinar’s organisation', async () => {
    const reply = await post('webinar', {
      firstName: 'Ann',
      surname: 'Lee',
      email: 'a@b.co',
      organisation: 'Acme \u202egnisilraM',
      jobTitle: 'Agent',
      state: 'NSW',
      other: '123456',
      page: 'page-tours-webinar',
      block: 'wb7t0urs',
    })
    expect(reply.status).toBe(400)
    expect((reply.body as Refusal).errors).toEqual([{ field: 'organisation', message: SINGLE_LINE_MESSAGE }])
  })
})

describe('the captcha’s test mode', () => {
  it('does not let the test token through on a production server whose back office is real', async () => {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      CMS_STORE_API_URL: 'https://store.example.net',
      CAPTCHA_MODE: 'test',
    })
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const reply = await post('contact', contactValues)
    error.mockRestore()
    expect(reply.status).toBe(503)
    expect(await storedCount()).toBe(0)
  })
})
