import { fail, type HeaderMap, type Reply } from './http'
import type { SandboxState } from './state'
import { isTarget, TARGETS } from './targets'

export const CONTROL_PREFIX = '/__sandbox'

const NO_CONTENT: Reply = { status: 204 }

type ControlHandler = (state: SandboxState, query: URLSearchParams) => Reply

const CONTROL_ROUTES: Record<string, Partial<Record<string, ControlHandler>>> = {
  '/__sandbox/health': { GET: () => ({ status: 200, body: { ok: true } }) },
  '/__sandbox/requests': {
    GET: listRequests,
    // Idempotency memory goes with the log: a test that starts from a clean log expects a key
    // it reuses to be processed again, not replayed from an earlier test.
    DELETE: (state) => {
      state.recorder.clear()
      state.idempotency.clear()
      return NO_CONTENT
    },
  },
  // The SMTP sink's mail, read like the requests, and its outage switch.
  '/__sandbox/mail': {
    GET: (state, query) => ({
      status: 200,
      body: { mail: state.mailbox.list(query.get('to') ?? undefined) },
    }),
    DELETE: (state) => {
      state.mailbox.clear()
      return NO_CONTENT
    },
  },
  '/__sandbox/mail/fail': {
    GET: (state, query) => ({
      status: 200,
      body: { refused: state.mailbox.refused(query.get('match') ?? undefined) },
    }),
    POST: refuseMail,
    DELETE: (state) => {
      state.mailbox.clearRefusals()
      return NO_CONTENT
    },
  },
  '/__sandbox/fail': {
    POST: injectFailure,
    DELETE: (state) => {
      state.failures.clear()
      return NO_CONTENT
    },
  },
}

/** The control API: no auth, never recorded. */
export function answerControl(
  state: SandboxState,
  method: string,
  path: string,
  query: URLSearchParams,
): Reply {
  const methods = CONTROL_ROUTES[path]
  if (!methods) return fail(404, `Unknown sandbox control path: ${path}`)
  const handler = methods[method]
  if (!handler) {
    const allow = Object.keys(methods).join(', ')
    return { ...fail(405, `Use ${allow} on ${path}`), headers: { allow } }
  }
  return handler(state, query)
}

const unknownTarget = (name: string | null) =>
  fail(400, `Unknown target ${JSON.stringify(name)}; use one of ${TARGETS.join(', ')}`)

function listRequests(state: SandboxState, query: URLSearchParams): Reply {
  const target = query.get('target') ?? undefined
  if (target !== undefined && !isTarget(target)) return unknownTarget(target)
  const headers: HeaderMap = {}
  for (const [name, value] of query) {
    if (name.startsWith('header.')) headers[name.slice('header.'.length).toLowerCase()] = value
  }
  return { status: 200, body: { requests: state.recorder.list({ target, headers }) } }
}

function injectFailure(state: SandboxState, query: URLSearchParams): Reply {
  const target = query.get('target')
  if (target === null || !isTarget(target)) return unknownTarget(target)
  const times = Number(query.get('times'))
  if (!/^\d+$/.test(query.get('times') ?? '') || times < 1) {
    return fail(400, 'times must be a positive integer')
  }
  const rawStatus = query.get('status')
  const status = rawStatus === null ? 503 : Number(rawStatus)
  // Only error statuses: a 1xx/2xx/3xx "failure" would not fail, and 204/304 cannot carry the JSON body.
  if (rawStatus !== null && (!/^\d{3}$/.test(rawStatus) || status < 400 || status > 599)) {
    return fail(400, 'status must be an HTTP error status (400-599)')
  }
  const scope = { match: query.get('match') ?? undefined, companyCode: query.get('companyCode') ?? undefined }
  state.failures.inject(target, times, status, scope.match, scope.companyCode)
  return NO_CONTENT
}

/** The next `times` messages (containing `match`, when given) are refused with `code` (451: an outage). */
function refuseMail(state: SandboxState, query: URLSearchParams): Reply {
  const times = Number(query.get('times'))
  if (!/^\d+$/.test(query.get('times') ?? '') || times < 1)
    return fail(400, 'times must be a positive integer')
  const rawCode = query.get('code') ?? '451'
  const code = Number(rawCode)
  if (!/^\d{3}$/.test(rawCode) || code < 400 || code > 599)
    return fail(400, 'code must be an SMTP error (400-599)')
  state.mailbox.refuse(times, code, query.get('match') ?? undefined)
  return NO_CONTENT
}
