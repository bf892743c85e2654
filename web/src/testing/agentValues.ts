import type { AcceptanceValues } from '@/forms/agent/acceptanceSchema'
import type { FamilValues } from '@/forms/agent/familSchema'

/** A complete famil registration, as the form holds it (tests). */
export const familValues: FamilValues = {
  companyName: 'Harbour Travel Pty Ltd',
  companyTradingName: 'Harbour Travel',
  companyWebsite: 'https://harbour.example',
  companyIndustryAccreditation: 'ATAS A12345',
  companyRegistrationNumber: 'ABN 12 345 678 901',
  companyConsortium: 'Helloworld',
  companyStreetAddress: '1 George St',
  companyCity: 'Sydney',
  companyPostcode: '2000',
  companyState: 'NSW',
  companyCountry: 'Australia',
  companyOtherCountry: '',
  companyPhoneCountry: 'AU',
  companyPhone: '02 9234 5678',
  companyEmail: 'office@harbour.example',
  agentTitle: 'Ms',
  agentFirstName: 'Priya',
  agentLastName: 'Raman',
  agentNationality: 'New Zealand',
  agentGender: 'Female',
  agentEmail: 'priya@harbour.example',
  agentDOB: '1990-04-30',
  agentPhysicalAbilityHandicap: false,
  agentPhysicalAbilitySmoker: true,
  agentPhysicalAbilityDietary: 'Vegetarian',
  agentPhysicalAbilityOther: '',
  termsAndConditions: true,
}

/** A complete agent acceptance, as the form holds it (tests). */
export const acceptanceValues: AcceptanceValues = {
  ...familValues,
  agentPhoneCountry: 'NZ',
  agentPhone: '021 123 4567',
  agentBeddingConfiguration: 'Twin Share',
  agentTravelCompanion: true,
}
