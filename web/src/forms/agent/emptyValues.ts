import { readTextOrTick, type EnteredValue } from '@/forms/startValues'
import { typedDateValue } from './dateOfBirth'
import type { FamilValues } from './familSchema'

/** Both agent forms' shared fields, empty: the phone country is the site's (spec 01 §5). */
export function emptyAgentValues(phoneRegion: string): FamilValues {
  return {
    companyName: '',
    companyTradingName: '',
    companyWebsite: '',
    companyIndustryAccreditation: '',
    companyRegistrationNumber: '',
    companyConsortium: '',
    companyStreetAddress: '',
    companyCity: '',
    companyPostcode: '',
    companyState: '',
    companyCountry: '',
    companyOtherCountry: '',
    companyPhoneCountry: phoneRegion,
    companyPhone: '',
    companyEmail: '',
    agentTitle: '',
    agentFirstName: '',
    agentLastName: '',
    agentNationality: '',
    agentGender: '',
    agentEmail: '',
    agentDOB: '',
    agentPhysicalAbilityHandicap: false,
    agentPhysicalAbilitySmoker: false,
    agentPhysicalAbilityDietary: '',
    agentPhysicalAbilityOther: '',
    termsAndConditions: false,
  }
}

/**
 * What an agent form's control held when it hydrated, as the form holds it: the date of birth
 * typed before then is read as the picker reads a typed one (`typedDateValue`), YYYY-MM-DD when
 * it names a day, not kept as DD/MM/YYYY text the schema would refuse.
 */
export const readAgentEntered = (entered: EnteredValue, defaultValue: string | boolean, name: string) =>
  name === 'agentDOB' && typeof entered === 'string'
    ? typedDateValue(entered)
    : readTextOrTick(entered, defaultValue)
