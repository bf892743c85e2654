import { SubmissionRefused } from '../machines/formSubmission.machine'

export const SUBMISSION_FAILED = 'Oops...! Something went wrong, please try again in a few minutes !'

/** Posts a form to the site's own API route; resolves only once the submission is stored. */
export async function postForm(path: string, values: unknown): Promise<{ id: string }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  })
  const body = (await response.json().catch(() => ({}))) as {
    id?: string
    message?: string
    errors?: Record<string, string>
  }
  if (response.status === 201 && body.id) return { id: body.id }
  if (response.status === 400 && body.errors)
    throw new SubmissionRefused(body.message ?? SUBMISSION_FAILED, body.errors)
  throw new Error(SUBMISSION_FAILED)
}
