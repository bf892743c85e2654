import { familProblem, requireNoCache } from './agentContract'
import { requireHeaders } from './headers'
import { badRequest, type Reply } from './http'
import type { ApiRequest, ApiRoute } from './router'
import { firstMissingString, isObject, type JsonObject } from './validate'

function requireFields(body: unknown, fields: readonly string[]): JsonObject {
  if (!isObject(body)) badRequest('Body must be a JSON object')
  const missing = firstMissingString(body, fields)
  if (missing !== undefined) badRequest(`Missing field: ${missing}`)
  return body
}

function submitFamil({ body }: ApiRequest): Reply {
  const problem = familProblem(body)
  if (problem !== undefined) badRequest(problem)
  return { status: 200, body: { status: 200, message: 'Famil registration received' } }
}

const CONTACT_FIELDS = ['title', 'email', 'firstName', 'lastName', 'phoneNumber', 'countryCode']

// The contract wants the newsletter box ticked (true), so false is refused as well as absent.
function submitContactUs({ body }: ApiRequest): Reply {
  const form = requireFields(body, CONTACT_FIELDS)
  if (form['isSubscribeNewsletters'] !== true)
    badRequest('Missing field: isSubscribeNewsletters (must be true)')
  return { status: 200, body: { status: 200, message: 'Thank you for contacting us' } }
}

const headers = [requireHeaders('company-code', 'source', 'site')]

export const passengerPortalRoutes: readonly ApiRoute[] = [
  {
    target: 'passenger-portal.famil',
    method: 'POST',
    path: '/passenger-portal/online-form/famil',
    headers: [...headers, requireNoCache],
    handle: submitFamil,
  },
  {
    target: 'passenger-portal.contact-us',
    method: 'POST',
    path: '/passenger-portal/online-form/contact-us',
    headers,
    handle: submitContactUs,
  },
]
