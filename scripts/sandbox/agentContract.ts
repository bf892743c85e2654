import { fail, type HeaderMap } from './http'
import type { HeaderCheck } from './headers'
import { isFilledString, isObject, type JsonObject } from './validate'

// The agent forms' bodies (docs/upstream.md, the famil call and the CMS store), checked the way
// the back office would read them: every field present with its JSON type, the required ones
// filled, the date of birth a real YYYY-MM-DD day, and no field the contract does not name.

type Kind = 'text' | 'required text' | 'boolean' | 'empty' | 'date' | 'bedding'

const FAMIL: Record<string, Kind> = {
  companyName: 'required text',
  companyTradingName: 'text',
  companyWebsite: 'text',
  companyIndustryAccreditation: 'text',
  companyRegistrationNumber: 'required text',
  companyConsortium: 'text',
  companyStreetAddress: 'required text',
  companyCity: 'required text',
  companyPostcode: 'required text',
  companyState: 'required text',
  companyCountry: 'required text',
  companyOtherCountry: 'text',
  companyCountryCode: 'empty',
  companyPhone: 'required text',
  companyEmail: 'text',
  agentTitle: 'required text',
  agentFirstName: 'required text',
  agentLastName: 'required text',
  agentNationality: 'required text',
  agentGender: 'required text',
  agentEmail: 'text',
  agentDOB: 'date',
  agentPhysicalAbilityHandicap: 'boolean',
  agentPhysicalAbilitySmoker: 'boolean',
  agentPhysicalAbilityDietary: 'text',
  agentPhysicalAbilityOther: 'text',
}

const ACCEPTANCE: Record<string, Kind> = {
  ...FAMIL,
  type: 'required text',
  companyTradingName: 'required text',
  agentPhone: 'required text',
  agentBeddingConfiguration: 'bedding',
  agentTravelCompanion: 'boolean',
}

/** The famil's copy in the CMS store: the portal's body and the famil's name. */
const FAMIL_COPY: Record<string, Kind> = { ...FAMIL, familName: 'required text' }

function isDay(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const passes: Record<Kind, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  'required text': isFilledString,
  boolean: (value) => typeof value === 'boolean',
  empty: (value) => value === '',
  date: isDay,
  bedding: (value) => value === '' || value === 'Single Supplement' || value === 'Twin Share',
}

const described: Record<Kind, string> = {
  text: 'a string',
  'required text': 'a non-empty string',
  boolean: 'a boolean',
  empty: "''",
  date: 'a date as YYYY-MM-DD',
  bedding: "'Single Supplement', 'Twin Share' or ''",
}

function problemOf(body: JsonObject, shape: Record<string, Kind>): string | undefined {
  for (const [field, kind] of Object.entries(shape))
    if (!passes[kind](body[field])) return `${field} must be ${described[kind]}`
  const unknown = Object.keys(body).find((field) => !(field in shape))
  return unknown === undefined ? undefined : `Unknown field: ${unknown}`
}

/** What is wrong with a famil registration sent to the passenger portal; undefined when nothing. */
export function familProblem(body: unknown): string | undefined {
  return isObject(body) ? problemOf(body, FAMIL) : 'Body must be a JSON object'
}

/**
 * What is wrong with an agent form's copy in the CMS store (its parsed `contents`), when it is
 * one: an acceptance (its `type` equals the store's) or a famil (its `familName` is the type).
 * Other submissions (a CMS form, the webinar) are not agent forms: undefined.
 */
export function agentCopyProblem(type: string, contents: unknown): string | undefined {
  if (!isObject(contents) || !('agentFirstName' in contents)) return undefined
  if ('familName' in contents) {
    const problem = problemOf(contents, FAMIL_COPY)
    if (problem) return `contents.${problem}`
    return contents['familName'] === type ? undefined : 'type must be the famil name'
  }
  const problem = problemOf(contents, ACCEPTANCE)
  if (problem) return `contents.${problem}`
  return contents['type'] === type ? undefined : 'type must be the contents type'
}

const NO_CACHE: HeaderMap = {
  'cache-control': 'no-cache',
  pragma: 'no-cache',
  expires: '0',
}

/** The famil call carries no-cache directives (docs/upstream.md): each of the three headers. */
export const requireNoCache: HeaderCheck = (headers) => {
  const missing = Object.entries(NO_CACHE).find(([name, value]) => !(headers[name] ?? '').includes(value))
  return missing === undefined ? undefined : fail(400, `Missing header: ${missing[0]}: ${missing[1]}`)
}
