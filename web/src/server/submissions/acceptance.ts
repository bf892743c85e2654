import type { Site } from '@travel/config'
import type { Schema } from 'yup'
import type { SubmissionError } from '@/forms/refusal'

/** Bad input a form's own check found: answered 400 with these errors. */
export class SubmissionRejected extends Error {
  override name = 'SubmissionRejected'
  constructor(readonly errors: SubmissionError[]) {
    super(errors[0]?.message ?? 'The submission is not valid.')
  }
}

/**
 * Which CMS form a submission was sent with, as the Submissions tool names it: the form
 * document's id, its title and its fields' labels when it was sent (kept after the purge).
 */
export type SubmittedForm = { ref: string; title: string; labels: Record<string, string> }

/**
 * What a form route stores for a valid body, and the upstreams (delivery targets) it goes to; a
 * CMS form names itself too (the forms in code are named by their declarations).
 */
export type AcceptedSubmission = { payload: unknown; targets: string[]; form?: SubmittedForm }

/**
 * Who sent a submission, as its route knows it: the site (from the host), the client's address,
 * and whether the form is flooded this minute (the site-wide brake: a form without a visible
 * captcha then asks its invisible one for a higher score).
 */
export type SubmissionRequest = { site: Site; ip: string; flood?: boolean }

/**
 * A form's check of a parsed body: what to store. Bad input throws yup's ValidationError or
 * SubmissionRejected (400); anything else thrown means the check itself could not run (503).
 */
export type Accept = (body: unknown, request: SubmissionRequest) => Promise<AcceptedSubmission>

/** Validates with a form's yup schema, strictly: every problem at once, no casting. */
export async function validateSubmission<Values>(schema: Schema<Values>, body: unknown): Promise<Values> {
  return schema.validate(body, { abortEarly: false, strict: true })
}
