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
