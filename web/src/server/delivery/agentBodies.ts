import type { AcceptanceApplication } from '@/forms/agent/acceptanceSchema'
import type { FamilRegistration } from '@/forms/agent/familSchema'
import { splitPhone } from '@/forms/phone/splitPhone'
import type { CmsStoreBody } from '@/server/upstream/cmsStore'

type SharedStored = Omit<FamilRegistration, 'familName'>

/** A phone as one international number (`+61412345678`): the bodies carry no calling code apart. */
function internationalPhone(number: string, region: string): string {
  const { countryCode, phoneNumber } = splitPhone(number, region)
  return `${countryCode}${phoneNumber}`
}

/**
 * The company's and the agent's fields of spec 01 §3 both forms send, in its order:
 * `companyCountryCode` always '', booleans as booleans, the date of birth as YYYY-MM-DD.
 */
function companyAndAgent(stored: SharedStored) {
  return {
    companyName: stored.companyName,
    companyTradingName: stored.companyTradingName,
    companyWebsite: stored.companyWebsite,
    companyIndustryAccreditation: stored.companyIndustryAccreditation,
    companyRegistrationNumber: stored.companyRegistrationNumber,
    companyConsortium: stored.companyConsortium,
    companyStreetAddress: stored.companyStreetAddress,
    companyCity: stored.companyCity,
    companyPostcode: stored.companyPostcode,
    companyState: stored.companyState,
    companyCountry: stored.companyCountry,
    companyOtherCountry: stored.companyOtherCountry,
    companyCountryCode: '',
    companyPhone: internationalPhone(stored.companyPhone, stored.companyPhoneCountry),
    companyEmail: stored.companyEmail,
    agentTitle: stored.agentTitle,
    agentFirstName: stored.agentFirstName,
    agentLastName: stored.agentLastName,
    agentNationality: stored.agentNationality,
    agentGender: stored.agentGender,
    agentEmail: stored.agentEmail,
  }
}

function physicalAbility(stored: SharedStored) {
  return {
    agentPhysicalAbilityHandicap: stored.agentPhysicalAbilityHandicap,
    agentPhysicalAbilitySmoker: stored.agentPhysicalAbilitySmoker,
    agentPhysicalAbilityDietary: stored.agentPhysicalAbilityDietary,
    agentPhysicalAbilityOther: stored.agentPhysicalAbilityOther,
  }
}

/** The CMS store keys records by email: the agent's, else the company's (one is required). */
const emailOf = (stored: SharedStored) => stored.agentEmail || stored.companyEmail

/** The famil registration as the passenger portal takes it (call 4, docs/upstream.md). */
export function familPortalBody(stored: FamilRegistration) {
  return { ...companyAndAgent(stored), agentDOB: stored.agentDOB, ...physicalAbility(stored) }
}

/** The famil's back-office copy (call 1): the portal's body plus `familName`, the page's title. */
export function familCmsBody(stored: FamilRegistration): CmsStoreBody {
  const contents = { ...familPortalBody(stored), familName: stored.familName }
  return { type: stored.familName, email: emailOf(stored), contents: JSON.stringify(contents) }
}

/** The agent acceptance as the fields of spec 01 §3, `type` first (the page's title). */
export function acceptanceFields(stored: AcceptanceApplication) {
  return {
    type: stored.type,
    ...companyAndAgent(stored),
    agentPhone: internationalPhone(stored.agentPhone, stored.agentPhoneCountry),
    agentDOB: stored.agentDOB,
    ...physicalAbility(stored),
    agentBeddingConfiguration: stored.agentBeddingConfiguration,
    agentTravelCompanion: stored.agentTravelCompanion,
  }
}

/** The acceptance's delivery (call 1): `{type: page title, email, contents: the fields' JSON}`. */
export function acceptanceCmsBody(stored: AcceptanceApplication): CmsStoreBody {
  return { type: stored.type, email: emailOf(stored), contents: JSON.stringify(acceptanceFields(stored)) }
}

export type FamilPortalBody = ReturnType<typeof familPortalBody>
