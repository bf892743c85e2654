import { assign, fromPromise, setup, type EventObject } from 'xstate'

/** A refusal the server explained, with messages per field (a 400 from a form route). */
export class SubmissionRefused extends Error {
  override name = 'SubmissionRefused'
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(message)
  }
}

export type SubmissionContext = { error: string | null; fieldErrors: Record<string, string> }

/**
 * Sending a form: idle -> submitting (after 1000 ms: submitting.slow, when a loading message
 * shows) -> success | failure. The network call is the `submit` actor, provided by each form.
 */
export const formSubmissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as { type: 'submit'; values: unknown } | { type: 'reset' },
  },
  actors: {
    submit: fromPromise<unknown, unknown>(async () => {
      throw new Error('Each form provides its submit actor')
    }),
  },
  delays: { loadingMessage: 1000 },
  actions: {
    clearError: assign({ error: null, fieldErrors: {} }),
    recordError: assign(({ event }) => {
      const error = (event as { error?: unknown }).error
      return {
        error: error instanceof Error ? error.message : 'Something went wrong.',
        fieldErrors: error instanceof SubmissionRefused ? error.fieldErrors : {},
      }
    }),
  },
}).createMachine({
  id: 'formSubmission',
  initial: 'idle',
  context: { error: null, fieldErrors: {} },
  states: {
    idle: { on: { submit: 'submitting' } },
    submitting: {
      entry: 'clearError',
      initial: 'waiting',
      states: {
        waiting: { after: { loadingMessage: 'slow' } },
        slow: {},
      },
      invoke: {
        src: 'submit',
        input: ({ event }: { event: EventObject & { values?: unknown } }) => event.values,
        onDone: 'success',
        onError: { target: 'failure', actions: 'recordError' },
      },
    },
    success: { on: { reset: 'idle' } },
    failure: { on: { submit: 'submitting', reset: 'idle' } },
  },
})
