import type { Refusal } from '@/machines/formSubmission.machine'

/** Spec 02 §8's texts of the virtuoso form, word for word. */
export const VIRTUOSO_ALERT_TITLE = 'Error'
export const VIRTUOSO_SUCCESS_TITLE = 'Success'
export const VIRTUOSO_THANKS =
  'Thank you for your submission! We will contact you soon via your preferred method.'
/** No answer came (the spec's exception). */
export const VIRTUOSO_FAILED = 'An error occurred while submitting the form.'
/** A refusal without a text: from the site (4xx), or when the server failed (5xx). */
export const VIRTUOSO_UNKNOWN_ERROR = 'Unknown error occurred'
export const VIRTUOSO_SUBMISSION_FAILED = 'Form submission failed'

/**
 * What the form's Error alert says after a failed send (spec 02 §8): the server's own text,
 * falling back to its two fallbacks, or the exception's text when no answer came. Refusals of
 * the form's fields show beside their controls instead (`fields`: the form's field names), and
 * a refused captcha shows the captcha's alert.
 */
export function virtuosoFailure(fields: readonly string[]) {
  return (refusal: Refusal | null): string | null => {
    if (!refusal) return VIRTUOSO_FAILED
    const named = Object.keys(refusal.fieldErrors)
    if (named.some((name) => name === 'captchaToken' || fields.includes(name))) return null
    if (refusal.reason) return refusal.reason
    return refusal.status >= 500 ? VIRTUOSO_SUBMISSION_FAILED : VIRTUOSO_UNKNOWN_ERROR
  }
}
