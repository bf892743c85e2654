import { fromPromise } from 'xstate'
import {
  CAPTCHA_FIELD,
  SubmissionRefused,
  type FieldErrors,
  type Refusal,
  type SentValues,
  type StoredSubmission,
} from '@/machines/formSubmission.machine'
import { honeypot, invisibleBrake } from '@/captcha/invisibleCaptcha'
import { ATTRIBUTION_FIELD } from './attribution/parts'
import { visitAttribution } from './attribution/visitSource'
import type { SubmissionError } from './refusal'

/** Waits before each retry of a post whose answer was lost (the network, a restarting server). */
const RETRY_DELAYS_MS = [500, 1500]

/** The key of each body being sent, kept until it is stored: by path, then body. */
const pendingKeys = new Map<string, string>()

function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/**
 * Posts with an Idempotency-Key: the same body keeps its key until the server has stored it, so
 * a retry, automatic or the visitor's, after an answer that never arrived finds the stored
 * submission instead of storing it twice.
 */
async function postJson(path: string, pending: string, json: string): Promise<Response> {
  const key = pendingKeys.get(pending) ?? newIdempotencyKey()
  pendingKeys.set(pending, key)
  const request = {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: json,
  }
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await fetch(path, request)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
  return fetch(path, request)
}

/** A route's answer, read without trusting it: any field may be missing or of another type. */
type Reply = { id?: unknown; status?: unknown; errors?: unknown }

async function readReply(response: Response): Promise<Reply> {
  const json: unknown = await response.json().catch(() => null)
  return typeof json === 'object' && json !== null ? json : {}
}

function isSubmissionError(value: unknown): value is SubmissionError {
  if (typeof value !== 'object' || value === null) return false
  const field = 'field' in value ? value.field : undefined
  return (
    'message' in value && typeof value.message === 'string' && ['string', 'undefined'].includes(typeof field)
  )
}

function fieldErrorsOf(errors: SubmissionError[]): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const error of errors) if (error.field) fieldErrors[error.field] ??= error.message
  return fieldErrors
}

/** Any answer but 201 as the machine's refusal (the body every route refuses with: forms/refusal.ts). */
function refusalOf(reply: Reply, status: number): Refusal {
  const errors = Array.isArray(reply.errors) ? reply.errors.filter(isSubmissionError) : []
  return {
    status: typeof reply.status === 'number' ? reply.status : status,
    reason: errors[0]?.message ?? '',
    fieldErrors: fieldErrorsOf(errors),
  }
}

/**
 * Posts a form to the site's own API route. Resolves once the submission is stored; throws
 * SubmissionRefused with the route's refusal, or the network's error when no answer came.
 * `beside` travels with the values without making them another submission (a captcha token,
 * new on each try): the Idempotency-Key follows the values alone. So does where the visit came
 * from (forms/attribution), which every form sends when the browser kept it.
 */
export async function submitForm(
  path: string,
  values: SentValues,
  beside: SentValues = {},
): Promise<StoredSubmission> {
  const pending = `${path}\n${JSON.stringify(values)}`
  const attribution = visitAttribution()
  const sent = { ...values, ...beside, ...(attribution ? { [ATTRIBUTION_FIELD]: attribution } : {}) }
  const response = await postJson(path, pending, JSON.stringify(sent))
  if (response.status === 201) pendingKeys.delete(pending)
  const reply = await readReply(response)
  if (response.status === 201 && typeof reply.id === 'string') return { id: reply.id }
  throw new SubmissionRefused(refusalOf(reply, response.status))
}

/**
 * The submission machine's `submit` actor for a form whose route is `path`. The captcha's token
 * and the honeypot travel beside the values: a send after a lost answer carries a new token (the
 * machine renews it after any failure) and the same Idempotency-Key, which finds what the lost
 * answer stored. A form that shows no captcha names its `invisibleCaptchaAction`: each send then
 * makes a fresh invisible token for it.
 */
export const submitTo = (path: string, invisibleCaptchaAction?: string) =>
  fromPromise<StoredSubmission, SentValues>(async ({ input }) => {
    const { [CAPTCHA_FIELD]: token, ...values } = input
    if (invisibleCaptchaAction) return submitForm(path, values, await invisibleBrake(invisibleCaptchaAction))
    return submitForm(path, values, {
      ...honeypot(),
      ...(token === undefined ? {} : { [CAPTCHA_FIELD]: token }),
    })
  })
