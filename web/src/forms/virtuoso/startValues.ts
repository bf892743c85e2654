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
 * The form's start values, keeping what the visitor entered before it hydrated: the texts, the
 * terms box and the follow-up boxes (named `preferredFollowUp.0.<flag>`). The yes/no radios share
 * one name, so which one was chosen is not in `entered`: they start unanswered.
 */
export function virtuosoStartValues(entered: EnteredValues): VirtuosoValues {
  const { preferredFollowUp: _flags, termsAndConditions, receiveExclusiveOffers, ...texts } = EMPTY_VIRTUOSO
  return {
    ...withEnteredValues(texts, entered, readText),
    preferredFollowUp: [
      {
        email: ticked(entered, 'preferredFollowUp.0.email'),
        zoomcall: ticked(entered, 'preferredFollowUp.0.zoomcall'),
        inPerson: ticked(entered, 'preferredFollowUp.0.inPerson'),
      },
    ],
    receiveExclusiveOffers,
    termsAndConditions:
      typeof entered['termsAndConditions'] === 'boolean' ? entered['termsAndConditions'] : termsAndConditions,
  }
}
