import type { NextApiResponse } from 'next'
import { ValidationError } from 'yup'
import type { RefusalBody, SubmissionError } from '@/forms/refusal'

/** At most this many errors, and one per field: a refusal stays small whatever was sent. */
const MAX_ERRORS = 30
const MAX_MESSAGE_LENGTH = 300

function clip(message: string): string {
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : message
}

/** The first error of each field (and every error of none), clipped, at most MAX_ERRORS. */
function fewestErrors(errors: SubmissionError[]): SubmissionError[] {
  const seen = new Set<string>()
  const kept: SubmissionError[] = []
  for (const error of errors) {
    if (error.field !== undefined) {
      if (seen.has(error.field)) continue
      seen.add(error.field)
    }
    kept.push(
      error.field === undefined
        ? { message: clip(error.message) }
        : { ...error, message: clip(error.message) },
    )
    if (kept.length === MAX_ERRORS) break
  }
  return kept
}

/**
 * Answers every refusal of the site's API routes in one shape (`RefusalBody`): the status, a
 * summary, and the errors, or the summary as the one error when there are none. Returns
 * undefined, so a handler can `return refuse(…)`.
 */
export function refuse(
  res: NextApiResponse,
  status: number,
  message: string,
  errors: SubmissionError[] = [],
): undefined {
  const body: RefusalBody = {
    status,
    message: clip(message),
    errors: errors.length ? fewestErrors(errors) : [{ message: clip(message) }],
  }
  res.status(status).json(body)
  return undefined
}

/** A yup validation's problems as field errors (`abortEarly: false` gives them all). */
export function validationErrors(error: ValidationError): SubmissionError[] {
  return (error.inner.length ? error.inner : [error]).map((each) =>
    each.path ? { field: each.path, message: each.message } : { message: each.message },
  )
}
