import { agentCopyProblem } from './agentContract'
import { virtuosoCopyProblem } from './virtuosoContract'
import { requireCompanyCode } from './headers'
import { badRequest, type Reply } from './http'
import type { ApiRequest, ApiRoute } from './router'
import { firstMissingString, isObject } from './validate'

const CAREER_FIELDS = ['firstName', 'lastName', 'document']

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A career application's contents: exactly firstName, lastName and document (the CV's full URL). */
function checkCareerContents(contents: unknown): void {
  if (!isObject(contents)) badRequest('career contents must be a JSON object')
  const unknown = Object.keys(contents).find((key) => !CAREER_FIELDS.includes(key))
  if (unknown !== undefined) badRequest(`Unknown career field: ${unknown}`)
  const missing = firstMissingString(contents, CAREER_FIELDS)
  if (missing !== undefined) badRequest(`Missing career field: ${missing}`)
  if (!isAbsoluteHttpUrl(contents['document'] as string))
    badRequest('career document must be an absolute http(s) URL')
}

// `contents` is the form serialised as a JSON string; a client that sends the object itself (or
// double-encodes it wrongly) would only be caught here, so it is parsed.
function storeSubmission({ body }: ApiRequest): Reply {
  if (!isObject(body)) badRequest('Body must be a JSON object')
  const missing = firstMissingString(body, ['type', 'email', 'contents'])
  if (missing !== undefined) badRequest(`Missing field: ${missing}`)
  let contents: unknown
  try {
    contents = JSON.parse(body['contents'] as string)
  } catch {
    badRequest('contents must be a JSON string')
  }
  if (body['type'] === 'career') checkCareerContents(contents)
  const problem =
    agentCopyProblem(body['type'] as string, contents) ??
    virtuosoCopyProblem(body['type'] as string, contents)
  if (problem !== undefined) badRequest(problem)
  return { status: 200, body: { status: 200, message: 'Stored' } }
}

export const cmsRoutes: readonly ApiRoute[] = [
  {
    target: 'cms.store',
    method: 'POST',
    path: '/site-api/cms/submit-form/public/store',
    headers: [requireCompanyCode],
    handle: storeSubmission,
  },
]
