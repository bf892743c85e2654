import { createActor, fromPromise } from 'xstate'
import { formSubmissionMachine, SubmissionRefused } from './formSubmission.machine'

function deferred() {
  let resolve!: (value: unknown) => void
  let reject!: (error: unknown) => void
  const promise = new Promise((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

function start(call: Promise<unknown>) {
  const inputs: unknown[] = []
  const actor = createActor(
    formSubmissionMachine.provide({
      actors: {
        submit: fromPromise(({ input }) => {
          inputs.push(input)
          return call
        }),
      },
    }),
  ).start()
  return { actor, inputs }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('form submission machine', () => {
  it('sends the values, shows the loading state after 1 s, then succeeds', async () => {
    const call = deferred()
    const { actor, inputs } = start(call.promise)
    actor.send({ type: 'submit', values: { email: 'a@b.co' } })
    expect(actor.getSnapshot().matches({ submitting: 'waiting' })).toBe(true)
    expect(inputs).toEqual([{ email: 'a@b.co' }])
    jest.advanceTimersByTime(999)
    expect(actor.getSnapshot().matches({ submitting: 'waiting' })).toBe(true)
    jest.advanceTimersByTime(1)
    expect(actor.getSnapshot().matches({ submitting: 'slow' })).toBe(true)
    call.resolve({ id: '1' })
    await jest.runAllTimersAsync()
    expect(actor.getSnapshot().value).toBe('success')
  })

  it('never shows the loading state for a quick answer', async () => {
    const { actor } = start(Promise.resolve({}))
    actor.send({ type: 'submit', values: {} })
    await jest.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('success')
    jest.advanceTimersByTime(2000)
    expect(actor.getSnapshot().value).toBe('success')
  })

  it('keeps the reason and the field messages of a refusal, and can try again', async () => {
    const { actor } = start(
      Promise.reject(
        new SubmissionRefused('Please correct the highlighted fields.', { email: 'Email is not valid.' }),
      ),
    )
    actor.send({ type: 'submit', values: {} })
    await jest.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context).toEqual({
      error: 'Please correct the highlighted fields.',
      fieldErrors: { email: 'Email is not valid.' },
    })
    actor.send({ type: 'submit', values: {} })
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})
