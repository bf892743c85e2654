import { isFilledString, isObject } from './validate'

// The tailor-made request's fields and their JSON types (docs/upstream.md, the tailor-made
// call), checked the way the real API would read them: every field present with its type.

type Check =
  | 'string'
  | 'filled string'
  | 'number'
  | 'boolean'
  | 'boolean or null'
  | 'list of strings'
  | 'list'
  | { object: Shape }
  | { listOf: Shape }
type Shape = Record<string, Check>

const TAILOR_MADE: Shape = {
  selectedBedType: 'string',
  country: 'list of strings',
  travelType: 'string',
  numberAdults: 'number',
  numberChildren: 'number',
  childrenDetails: { listOf: { age: 'number' } },
  isConnectingRoom: 'boolean',
  travelDate: {
    object: {
      type: 'string',
      duration: 'number',
      arriveLocation: 'string',
      departLocation: 'string',
      arriveDate: 'string',
      departDate: 'string',
      locationsAsArray: 'list of strings',
    },
  },
  destinationFocus: 'string',
  interesting: 'list of strings',
  transportation: 'list of strings',
  alreadyBought: 'list of strings',
  detailAlreadyBought: { listOf: { type: 'string', content: 'string' } },
  lastThing: 'list',
  budget: { object: { currency: 'string', amount: 'number' } },
  pace: 'string',
  accommodation: 'string',
  desiredTour: 'string',
  // name and phoneNumber are checked on their own (CONTACT_REQUIRED); email is optional.
  contactInformation: { object: {} },
  numberRooms: {
    object: { singleRoom: 'number', doubleRoom: 'number', tripleRoom: 'number', quadRoom: 'number' },
  },
  otherLocationVisit: { listOf: { location: 'string', numberNights: 'number', note: 'string' } },
  site: 'filled string',
}

/** Sent, at the top level, when the destination focus is golf_holidays. */
const GOLF: Shape = {
  golfExperienced: 'string',
  golfCourseType: 'list of strings',
  numberOfRoundsOfGolf: 'number',
  privateOrPublicGolfCourses: 'string',
  bringGolfClubsOrRent: 'string',
  lookingForGoflCourse: 'boolean or null',
  wantToPlayMultipleCourses: 'boolean or null',
  interestedInParticipatingGolfEvents: 'boolean or null',
  assistanceWithGolfTransportation: 'boolean or null',
  interestedInGolfLessons: 'boolean or null',
  accessToGolfProTraning: 'boolean or null',
  storageGolfCart: 'boolean or null',
}

export const CONTACT_REQUIRED = 'contactInformation.name and contactInformation.phoneNumber are required'

function passes(value: unknown, check: Check): boolean {
  switch (check) {
    case 'string':
      return typeof value === 'string'
    case 'filled string':
      return isFilledString(value)
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'boolean or null':
      return typeof value === 'boolean' || value === null
    case 'list of strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
    case 'list':
      return Array.isArray(value)
    default:
      return 'object' in check ? isObject(value) : Array.isArray(value)
  }
}

function describe(check: Check): string {
  if (typeof check === 'string') return check === 'filled string' ? 'a non-empty string' : `a ${check}`
  return 'object' in check ? 'an object' : 'a list of objects'
}

/** The first field of `shape` that `value` lacks or has with the wrong type, as a message. */
function firstProblem(value: Record<string, unknown>, shape: Shape, prefix = ''): string | undefined {
  for (const [field, check] of Object.entries(shape)) {
    const path = `${prefix}${field}`
    if (!passes(value[field], check)) return `${path} must be ${describe(check)}`
    const problem = typeof check === 'string' ? undefined : nestedProblem(value[field], check, path)
    if (problem) return problem
  }
  return undefined
}

function nestedProblem(value: unknown, check: Exclude<Check, string>, path: string): string | undefined {
  if ('object' in check) return isObject(value) ? firstProblem(value, check.object, `${path}.`) : undefined
  if (!Array.isArray(value)) return undefined
  for (const [index, item] of value.entries()) {
    if (!isObject(item)) return `${path}[${index}] must be an object`
    const problem = firstProblem(item, check.listOf, `${path}[${index}].`)
    if (problem) return problem
  }
  return undefined
}

/** What is wrong with a tailor-made request, naming the first wrong field; undefined when nothing. */
export function tailorMadeProblem(body: unknown): string | undefined {
  if (!isObject(body)) return 'Body must be a JSON object'
  const problem = firstProblem(body, TAILOR_MADE)
  if (problem) return problem
  const contact = body['contactInformation']
  if (!isObject(contact) || !isFilledString(contact['name']) || !isFilledString(contact['phoneNumber']))
    return CONTACT_REQUIRED
  if (contact['email'] !== undefined && typeof contact['email'] !== 'string')
    return 'contactInformation.email must be a string when given'
  return body['destinationFocus'] === 'golf_holidays' ? firstProblem(body, GOLF) : undefined
}
