/** What the fake route answers next: a status and body, or no answer at all (a network failure). */
export type FakeAnswer = { status: number; body: unknown } | 'no answer'

/**
 * A fake fetch for form component tests, installed for the whole file: it answers what a test
 * queued in `answers`, else 201 `{id}` (stored).
 */
export function fakeFormRoute() {
  const answers: FakeAnswer[] = []
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers.shift() ?? { status: 201, body: { id: 'submission-1' } }
    if (answer === 'no answer') throw new TypeError('Failed to fetch')
    return { status: answer.status, json: async () => answer.body }
  })
  beforeAll(() => {
    global.fetch = fetchMock as unknown as typeof fetch
  })
  beforeEach(() => {
    fetchMock.mockClear()
    answers.length = 0
  })
  return { answers, fetchMock }
}
