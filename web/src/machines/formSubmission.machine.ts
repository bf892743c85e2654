import { assertEvent, assign, fromPromise, setup } from 'xstate'

/** A refusal's messages by field name, for a form to show beside its controls. */
export type FieldErrors = Record<string, string>

/** The field a refusal names when the captcha was missing or did not pass the server's check. */
export const CAPTCHA_FIELD = 'captchaToken'

/** How the server refused a send: any answer but 201 (the body it comes in: forms/refusal.ts). */
export type Refusal = {
  status: number
  /** The refusal's first message: the reason a form may show. */
  reason: string
  fieldErrors: FieldErrors
}

/** The submit actor's failure when the server answered and refused; any other failure had no answer. */
export class SubmissionRefused extends Error {
  override name = 'SubmissionRefused'
  constructor(readonly refusal: Refusal) {
    super(refusal.reason)
  }
}

/** What a form sends: its values by name (the body of its route). */
export type SentValues = Readonly<Record<string, unknown>>

/** What the submit actor resolves to: the submission the server stored. */
export type StoredSubmission = { id: string }

export type SubmissionContext = { refusal: Refusal | null }

export type SubmissionEvent = { type: 'submit'; values: SentValues } | { type: 'reset' }

/** The submit actor's error, handed to guards and actions as their params. */
type SendError = { error: unknown }

const sendError = ({ event }: { event: { error: unknown } }): SendError => ({ error: event.error })

const refusalOf = ({ error }: SendError) => (error instanceof SubmissionRefused ? error.refusal : null)

/**
 * Sending a form: idle -> submitting (after 1000 ms: submitting.slow, when a loading message
 * shows) -> success | failure (refused by the server, or unanswered). The network call is the
 * `submit` actor and what a refusal changes on screen are the actions `showFieldErrors`,
 * `renewCaptcha` and `showCaptchaRefused`: each form provides those it needs with
 * `machine.provide` (forms/postForm.ts has the actor); they do nothing by default.
 */
export const formSubmissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
  },
  actors: {
    submit: fromPromise<StoredSubmission, SentValues>(async () => {
      throw new Error('Each form provides its submit actor')
    }),
  },
  guards: {
    isRefusal: (_, params: SendError) => refusalOf(params) !== null,
    refusesCaptcha: (_, params: SendError) => CAPTCHA_FIELD in (refusalOf(params)?.fieldErrors ?? {}),
  },
  delays: { loadingMessage: 1000 },
  actions: {
    forgetRefusal: assign({ refusal: null }),
    recordRefusal: assign((_, params: SendError) => ({ refusal: refusalOf(params) })),
    showFieldErrors: (_, _params: { fieldErrors: FieldErrors }) => {},
    // After any refusal or failure: the server may have spent the token on its check, so the
    // next send needs a fresh one (a resend never reuses a spent token).
    renewCaptcha: () => {},
    showCaptchaRefused: () => {},
  },
}).createMachine({
  id: 'formSubmission',
  initial: 'idle',
  context: { refusal: null },
  states: {
    idle: { on: { submit: 'submitting' } },
    submitting: {
      entry: 'forgetRefusal',
      initial: 'waiting',
      states: {
        waiting: { after: { loadingMessage: 'slow' } },
        slow: {},
      },
      invoke: {
        src: 'submit',
        input: ({ event }) => {
          assertEvent(event, 'submit')
          return event.values
        },
        onDone: 'success',
        onError: [
          {
            guard: { type: 'refusesCaptcha', params: sendError },
            target: 'failure.refused',
            actions: [{ type: 'recordRefusal', params: sendError }, 'showCaptchaRefused'],
          },
          {
            guard: { type: 'isRefusal', params: sendError },
            target: 'failure.refused',
            actions: { type: 'recordRefusal', params: sendError },
          },
          { target: 'failure.unanswered' },
        ],
      },
    },
    success: { on: { reset: 'idle' } },
    failure: {
      initial: 'unanswered',
      states: {
        // No answer came: the same values go again with their Idempotency-Key (a stored one is
        // found by it), and a new captcha token, as after a refusal: the server may have spent it.
        unanswered: { entry: 'renewCaptcha' },
        refused: {
          entry: [
            {
              type: 'showFieldErrors',
              params: ({ context }) => ({ fieldErrors: context.refusal?.fieldErrors ?? {} }),
            },
            'renewCaptcha',
          ],
        },
      },
      on: { submit: 'submitting', reset: 'idle' },
    },
  },
})
