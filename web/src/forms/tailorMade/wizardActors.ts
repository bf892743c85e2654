import { fromPromise } from 'xstate'
import { TAILOR_MADE_CAPTCHA_ACTION } from '@/captcha/invisibleBrake'
import { invisibleBrake } from '@/captcha/invisibleCaptcha'
import { formPath } from '@/forms/formPath'
import { submitForm } from '@/forms/postForm'
import type { SentValues, StoredSubmission } from '@/machines/formSubmission.machine'
import type { Country, WizardActors } from '@/forms/tailorMade/model/tailorMadeWizard.machine'

/** Where the wizard posts the request (validated, stored, then delivered by the outbox). */
export const TAILOR_MADE_PATH = formPath('tailorMade')

/** One list our wizard routes answer (`{<name>: [...]}`), its entries that `keep` takes; none
 * when the call fails: the lists only help, and the wizard says what to do without them. */
async function fetchList<Item>(
  url: string,
  name: string,
  keep: (entry: unknown) => entry is Item,
  signal?: AbortSignal,
): Promise<Item[]> {
  try {
    const response = await fetch(url, { signal })
    if (!response.ok) return []
    const body: unknown = await response.json()
    const list =
      typeof body === 'object' && body !== null && name in body ? Reflect.get(body, name) : undefined
    return Array.isArray(list) ? list.filter(keep) : []
  } catch {
    return []
  }
}

const isName = (entry: unknown): entry is string => typeof entry === 'string'

const isCountry = (entry: unknown): entry is Country =>
  typeof entry === 'object' &&
  entry !== null &&
  'id' in entry &&
  'name' in entry &&
  Number.isInteger(entry.id) &&
  typeof entry.name === 'string'

/** The places of the chosen countries (warehouse call 5, through our route); none when the call
 * fails: the list only helps, and the visitor may type a place (spec 02 §8). */
export async function fetchLocations(countryIds: number[], signal?: AbortSignal): Promise<string[]> {
  if (countryIds.length === 0) return []
  const query = new URLSearchParams(countryIds.map((id) => ['countryId', String(id)]))
  return fetchList(`${TAILOR_MADE_PATH}/locations?${query}`, 'locations', isName, signal)
}

/** The countries of step 1 when the page was built without them (warehouse call 6, through our
 * route); none when that fails too. */
export function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  return fetchList(`${TAILOR_MADE_PATH}/countries`, 'countries', isCountry, signal)
}

/** The network calls the wizard's machine invokes (tailorMadeWizard.machine.ts). */
export const wizardActors: WizardActors = {
  loadCountries: fromPromise<Country[]>(({ signal }) => fetchCountries(signal)),
  loadLocations: fromPromise<string[], { countryIds: number[] }>(({ input, signal }) =>
    fetchLocations(input.countryIds, signal),
  ),
  /** Idempotency-Key, retries of a lost answer, and the route's refusal (forms/postForm.ts). */
  submit: fromPromise<StoredSubmission, SentValues>(async ({ input }) =>
    // The honeypot and a fresh invisible-captcha token go beside the answers, never into them.
    submitForm(TAILOR_MADE_PATH, input, await invisibleBrake(TAILOR_MADE_CAPTCHA_ACTION)),
  ),
}
