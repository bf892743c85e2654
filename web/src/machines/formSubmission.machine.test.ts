import { createActor, fromPromise } from 'xstate'
import {
  CAPTCHA_FIELD,
  formSubmissionMachine,
  SubmissionRefused,
  type SentValues,
  type StoredSubmission,
} from './formSubmission.machine'

function deferred() {
  let resolve!: (value: StoredSubmission) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<StoredSubmission>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

/** The machine with a fake network call and spies for what a form does on screen. */
function start(answer: () => Promise<StoredSubmission>) {
  const sent: SentValues[] = []
  const form = { showFieldErrors: jest.fn(), renewCaptcha: jest.fn(), showCaptchaRefused: jest.fn() }
  const actor = createActor(
    formSubmissionMachine.provide({
      actors: {
        submit: fromPromise(({ input }) => {
          sent.push(input)
          return answer()
        }),
      },
      actions: {
        showFieldErrors: (_, { fieldErrors }) => form.showFieldErrors(fieldErrors),
        renewCaptcha: () => form.renewCaptcha(),
        showCaptchaRefused: () => form.showCaptchaRefused(),
      },
    }),
  ).start()
  return { actor, sent, form }
}

const refused = (fieldErrors: Record<string, string>) =>
  new SubmissionRefused({ status: 400, reason: Object.values(fieldErrors)[0] ?? '', fieldErrors })

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('form submission machine', () => {
  it('sends the values, shows the loading state after 1 s, then succeeds', async () => {
    const call = deferred()
    const { actor, sent } = start(() => call.promise)

    actor.send({ type: 'submit', values: { email: 'a@b.co' } })

    expect(actor.getSnapshot().matches({ submitting: 'waiting' })).toBe(true)
    expect(sent).toEqual([{ email: 'a@b.co' }])
    jest.advanceTimersByTime(999)
    expect(actor.getSnapshot().matches({ submitting: 'waiting' })).toBe(true)
    jest.advanceTimersByTime(1)
    expect(actor.getSnapshot().matches({ submitting: 'slow' })).toBe(true)
    call.resolve({ id: '1' })
    await jest.runAllTimersAsync()
    expect(actor.getSnapshot().value).toBe('success')
  })

  it('never shows the loading state for a quick answer', async () => {
    const { actor } = start(async () => ({ id: '1' }))

    actor.send({ type: 'submit', values: {} })
    await jest.advanceTimersByTimeAsync(0)

    expect(actor.getSnapshot().value).toBe('success')
    jest.advanceTimersByTime(2000)
    expect(actor.getSnapshot().value).toBe('success')
  })

  it('keeps a refusal, has the form show its field messages and renew the captcha', async () => {
    const { actor, form } = start(() => Promise.reject(refused({ email: 'Email is not valid.' })))

    actor.send({ type: 'submit', values: {} })
    await jest.advanceTimersByTimeAsync(0)

    expect(actor.getSnapshot().matches({ failure: 'refused' })).toBe(true)
    expect(actor.getSnapshot().context.refusal).toEqual({
      status: 400,
      reason: 'Email is not valid.',
      fieldErrors: { email: 'Email is not valid.' },
    })
    expect(form.showFieldErrors).toHaveBeenCalledWith({ email: 'Email is not valid.' })
    expect(form.renewCaptcha).toHaveBeenCalledTimes(1)
    expect(form.showCaptchaRefused).not.toHaveBeenCalled()
  })

  it('has the form show that the captcha was refused', async () => {
    const { actor, form } = start(() => Promise.reject(refused({ [CAPTCHA_FIELD]: 'Verify' })))

    actor.send({ type: 'submit', values: {} })
    await jest.advanceTimersByTimeAsync(0)

    expect(actor.getSnapshot().matches({ failure: 'refused' })).toBe(true)
    expect(form.showCaptchaRefused).toHaveBeenCalledTimes(1)
    expect(form.renewCaptcha).toHaveBeenCalledTimes(1)
  })

  it('tells a send that got no answer from a refusal, and renews the captcha all the same', async () => {
    const { actor, form } = start(() => Promise.reject(new TypeError('Failed to fetch')))

    actor.send({ type: 'submit', values: {} })
    await jest.advanceTimersByTimeAsync(0)

    expect(actor.getSnapshot().matches({ failure: 'unanswered' })).toBe(true)
    expect(actor.getSnapshot().context.refusal).toBeNull()
    expect(form.showFieldErrors).not.toHaveBeenCalled()
    // The server may have checked (and spent) the token before the answer was lost.
    expect(form.renewCaptcha).toHaveBeenCalledTimes(1)
  })

  it('sends again after a failure, forgetting the refusal, and starts over after a reset', async () => {
    let sends = 0
    const { actor, sent } = start(async () => {
      sends += 1
      if (sends === 1) throw refused({ email: 'Email is not valid.' })
      return { id: '2' }
    })
    actor.send({ type: 'submit', values: { email: 'a@' } })
    await jest.advanceTimersByTimeAsync(0)

    actor.send({ type: 'submit', values: { email: 'a@b.co' } })

    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(actor.getSnapshot().context.refusal).toBeNull()
    await jest.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('success')
    expect(sent).toEqual([{ email: 'a@' }, { email: 'a@b.co' }])
    actor.send({ type: 'reset' })
    expect(actor.getSnapshot().value).toBe('idle')
  })
})
