import { isFilledString, isObject, type JsonObject } from './validate'

// The virtuoso (agent) registration's copy in the CMS store (docs/upstream.md, the CMS store):
// its parsed `contents`, checked the way the back office would read it. It is the one whose
// contents hold `preferredFollowUp`.

const TEXT = ['agencyAffiliation', 'mostProduct', 'typeOfClient', 'location']
const REQUIRED_TEXT = ['type', 'fullName', 'companyName', 'email', 'phone']
const FIELDS = [
  ...REQUIRED_TEXT,
  ...TEXT,
  'preferredFollowUp',
  'receiveExclusiveOffers',
  'termsAndConditions',
]
const FLAGS = ['email', 'zoomcall', 'inPerson']

/** A one-item list of exactly the three flags, booleans, one at least true. */
function followUpProblem(value: unknown): string | undefined {
  const flags: unknown = Array.isArray(value) && value.length === 1 ? value[0] : undefined
  if (!isObject(flags) || Object.keys(flags).length !== FLAGS.length)
    return 'preferredFollowUp must be a one-item list of {email, zoomcall, inPerson}'
  if (!FLAGS.every((flag) => typeof flags[flag] === 'boolean'))
    return 'preferredFollowUp flags must be booleans'
  return FLAGS.some((flag) => flags[flag]) ? undefined : 'preferredFollowUp must have a flag set'
}

function problemOf(contents: JsonObject, type: string): string | undefined {
  const missing = REQUIRED_TEXT.find((field) => !isFilledString(contents[field]))
  if (missing) return `${missing} must be a non-empty string`
  const notText = TEXT.find((field) => typeof contents[field] !== 'string')
  if (notText) return `${notText} must be a string`
  const unknown = Object.keys(contents).find((field) => !FIELDS.includes(field))
  if (unknown) return `Unknown field: ${unknown}`
  const phone = contents['phone'] as string
  if (phone.length < 7 || phone.length > 16) return 'phone must be 7 to 16 characters'
  const followUp = followUpProblem(contents['preferredFollowUp'])
  if (followUp) return followUp
  if (contents['receiveExclusiveOffers'] !== 'yes' && contents['receiveExclusiveOffers'] !== 'no')
    return "receiveExclusiveOffers must be 'yes' or 'no'"
  if (contents['termsAndConditions'] !== true) return 'termsAndConditions must be true'
  return contents['type'] === type ? undefined : 'type must be the store type'
}

/** What is wrong with a virtuoso registration's copy, when the contents are one; undefined otherwise. */
export function virtuosoCopyProblem(type: string, contents: unknown): string | undefined {
  if (!isObject(contents) || !('preferredFollowUp' in contents)) return undefined
  const problem = problemOf(contents, type)
  return problem === undefined ? undefined : `contents.${problem}`
}
