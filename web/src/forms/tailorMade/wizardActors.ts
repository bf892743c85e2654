import { fromPromise } from 'xstate'
import { TAILOR_MADE_CAPTCHA_ACTION } from '@/captcha/invisibleBrake'
import { invisibleBrake } from '@/captcha/invisibleCaptcha'
import { submitForm } from '@/forms/postForm'
import type { SentValues, StoredSubmission } from '@/machines/formSubmission.machine'

/** Where the wizard posts the request (validated, stored, then delivered by the outbox). */
export const TAILOR_MADE_PATH = '/api/tailorMade'

/** The places of the chosen countries (warehouse call 5, through our route); none when the call
 * fails: the list only helps, and the visitor may type a place (spec 02 §8). */
export async function fetchLocations(countryIds: number[], signal?: AbortSignal): Promise<string[]> {
  if (countryIds.length === 0) return []
  const query = new URLSearchParams(countryIds.map((id) => ['countryId', String(id)]))
  try {
    const response = await fetch(`${TAILOR_MADE_PATH}/locations?${query}`, { signal })
    if (!response.ok) return []
    const body: unknown = await response.json()
    const locations =
      typeof body === 'object' && body !== null && 'locations' in body ? body.locations : undefined
    return Array.isArray(locations)
      ? locations.filter((location): location is string => typeof location === 'string')
      : []
  } catch {
    return []
  }
}

/** The network calls the wizard's machine invokes (tailorMadeWizard.machine.ts). */
export const wizardActors = {
  loadLocations: fromPromise<string[], { countryIds: number[] }>(({ input, signal }) =>
    fetchLocations(input.countryIds, signal),
  ),
  /** Idempotency-Key, retries of a lost answer, and the route's refusal (forms/postForm.ts). */
  submit: fromPromise<StoredSubmission, SentValues>(async ({ input }) =>
    // The honeypot and a fresh invisible-captcha token go beside the answers, never into them.
    submitForm(TAILOR_MADE_PATH, input, await invisibleBrake(TAILOR_MADE_CAPTCHA_ACTION)),
  ),
}
