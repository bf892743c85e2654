import { SubmissionRefused } from '../machines/formSubmission.machine'
import type { RefusalBody } from '../submissions/submissionRoute'

export const SUBMISSION_FAILED = 'Oops...! Something went wrong, please try again in a few minutes !'

export type PostResult = { ok: true; id: string } | { ok: false; refusal: Partial<RefusalBody> }

/** Posts a form to the site's own API route: stored (201 with an id) or the route's refusal. */
export async function sendForm(path: string, body: unknown): Promise<PostResult> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
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
