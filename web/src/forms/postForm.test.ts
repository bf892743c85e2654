import { SubmissionRefused } from '@/machines/formSubmission.machine'
import { submitForm } from './postForm'

type Answer = { status: number; json: () => Promise<unknown> } | 'no answer'
const answers: Answer[] = []
const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => {
  const answer = answers.shift() ?? { status: 201, json: async () => ({ id: 'stored-1' }) }
  if (answer === 'no answer') throw new TypeError('Failed to fetch')
  return answer
})
const keysSent = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init.headers).get('idempotency-key'))

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch
})

beforeEach(() => {
  fetchMock.mockClear()
  answers.length = 0
})

describe('submitting a form', () => {
  it('resolves with the stored submission', async () => {
    await expect(submitForm('/api/forms/contact', { email: 'a@b.co' })).resolves.toEqual({ id: 'stored-1' })
  })

  it("turns a refusal into the route's status, first message and messages by field", async () => {
    const errors = [
      { field: 'email', message: 'Email is not valid.' },
      { field: 'email', message: 'A second message for the same field.' },
      { message: 'Not about a field.' },
    ]
    answers.push({ status: 400, json: async () => ({ status: 400, message: 'Fix them.', errors }) })
    const refusal = await submitForm('/api/forms/contact', {}).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(SubmissionRefused)
    expect(refusal).toMatchObject({
      refusal: { status: 400, reason: 'Email is not valid.', fieldErrors: { email: 'Email is not valid.' } },
    })
  })

  it("refuses with the HTTP status when the answer isn't a refusal body", async () => {
    answers.push({ status: 502, json: async () => Promise.reject(new SyntaxError('Unexpected token <')) })
    await expect(submitForm('/api/forms/contact', {})).rejects.toMatchObject({
      refusal: { status: 502, reason: '', fieldErrors: {} },
    })
  })

  it('sends a body again under its Idempotency-Key until it is stored, then under a new one', async () => {
    jest.useFakeTimers()
    try {
      answers.push('no answer', 'no answer', 'no answer')
      const lost = submitForm('/api/form-submissions', { n: 1 }).catch((error: unknown) => error)
      await jest.advanceTimersByTimeAsync(2000)
      expect(await lost).toBeInstanceOf(TypeError)
      await submitForm('/api/form-submissions', { n: 1 })
      await submitForm('/api/form-submissions', { n: 1 })
      const [first, ...rest] = keysSent()
      expect(rest.slice(0, 3)).toEqual([first, first, first])
      expect(rest[3]).not.toBe(first)
    } finally {
      jest.useRealTimers()
    }
  })

  it('sends what travels beside the values, keeping the key of the values alone', async () => {
    answers.push({ status: 503, json: async () => ({}) })
    await submitForm('/api/tailorMade', { n: 2 }, { captchaToken: 'first' }).catch(() => undefined)
    await submitForm('/api/tailorMade', { n: 2 }, { captchaToken: 'second' })
    const [first, second] = keysSent()
    expect(second).toBe(first)
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)))
    expect(bodies).toEqual([
      { n: 2, captchaToken: 'first' },
      { n: 2, captchaToken: 'second' },
    ])
  })
})
