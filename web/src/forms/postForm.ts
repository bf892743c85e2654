import { SubmissionRefused } from '@/machines/formSubmission.machine'
import type { RefusalBody } from './refusal'

export const SUBMISSION_FAILED = 'Oops...! Something went wrong, please try again in a few minutes !'

export type PostResult = { ok: true; id: string } | { ok: false; refusal: Partial<RefusalBody> }

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
async function postJson(path: string, json: string): Promise<Response> {
  const pending = `${path}\n${json}`
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

/** Posts a form to the site's own API route: stored (201 with an id) or the route's refusal. */
export async function sendForm(path: string, body: unknown): Promise<PostResult> {
  const json = JSON.stringify(body)
  const response = await postJson(path, json)
  if (response.status === 201) pendingKeys.delete(`${path}\n${json}`)
  const reply = (await response.json().catch(() => ({}))) as { id?: unknown } & Partial<RefusalBody>
  if (response.status === 201 && typeof reply.id === 'string') return { ok: true, id: reply.id }
  return { ok: false, refusal: { ...reply, status: reply.status ?? response.status } }
}

/** The refusal's messages by field, for the form to show beside its controls. */
export function fieldErrorsOf(refusal: Partial<RefusalBody>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const error of Array.isArray(refusal.errors) ? refusal.errors : [])
    if (error.field) errors[error.field] ??= error.message
  return errors
}

/** Posts a fixed form; resolves only once the submission is stored. */
export async function postForm(path: string, values: unknown): Promise<{ id: string }> {
  const result = await sendForm(path, values)
  if (result.ok) return { id: result.id }
  const fieldErrors = fieldErrorsOf(result.refusal)
  if (result.refusal.status === 400 && Object.keys(fieldErrors).length)
    throw new SubmissionRefused(result.refusal.message ?? SUBMISSION_FAILED, fieldErrors)
  throw new Error(SUBMISSION_FAILED)
}
