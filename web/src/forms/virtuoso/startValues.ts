import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { readText, withEnteredValues } from '@/forms/startValues'
import type { VirtuosoValues } from './schema'

export const EMPTY_VIRTUOSO: VirtuosoValues = {
  fullName: '',
  companyName: '',
  agencyAffiliation: '',
  email: '',
  phone: '',
  mostProduct: '',
  typeOfClient: '',
  preferredFollowUp: [{ email: false, zoomcall: false, inPerson: false }],
  receiveExclusiveOffers: '',
  termsAndConditions: false,
  location: '',
}

const ticked = (entered: EnteredValues, name: string) => entered[name] === true

/**
 * The form's start values, keeping what the visitor entered before it hydrated: the texts and the
 * location, the yes/no answer (its radios' chosen value), the terms box and the follow-up boxes
 * (named `preferredFollowUp.0.<flag>`).
 */
export function virtuosoStartValues(entered: EnteredValues): VirtuosoValues {
  const { preferredFollowUp: _flags, termsAndConditions, ...texts } = EMPTY_VIRTUOSO
  return {
    ...withEnteredValues(texts, entered, readText),
    preferredFollowUp: [
      {
        email: ticked(entered, 'preferredFollowUp.0.email'),
        zoomcall: ticked(entered, 'preferredFollowUp.0.zoomcall'),
        inPerson: ticked(entered, 'preferredFollowUp.0.inPerson'),
      },
    ],
    termsAndConditions:
      typeof entered['termsAndConditions'] === 'boolean' ? entered['termsAndConditions'] : termsAndConditions,
  }
}
