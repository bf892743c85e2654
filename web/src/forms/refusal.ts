/** One problem with a submission; `field` names the control it belongs to, if any. */
export type SubmissionError = { field?: string; message: string }

/**
 * Every refusal a form route answers, whatever the form: the HTTP status again, a summary, and
 * at least one error (the CMS form shows `{status}: {errors[0].message}`).
 */
export type RefusalBody = { status: number; message: string; errors: SubmissionError[] }
