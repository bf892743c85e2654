import { type BodyResult, fail, type HeaderMap, HttpError, type Reply } from './http'
import type { ApiRoute } from './router'
import type { SandboxState } from './state'

export interface IncomingCall {
  method: string
  path: string
  query: URLSearchParams
  headers: HeaderMap
  params: Record<string, string>
  body: BodyResult
  /** Taken when the request arrived, not when its (possibly slow) upload ended. */
  receivedAt: string
}

/**
 * Answers one call to a routed API and records it. The order is deliberate: an injected failure
 * stands for the upstream being down, so it wins over everything (even a replay); a replay only
 * reaches callers that pass the header checks.
 */
export function answerApiCall(state: SandboxState, route: ApiRoute, call: IncomingCall): Reply {
  const { reply, replayed } = decide(state, route, call)
  state.recorder.record({
    target: route.target,
    method: call.method,
    path: call.path,
    query: Object.fromEntries(call.query),
    headers: call.headers,
    body: call.body.ok ? call.body.body : null,
    status: reply.status,
    replayed,
    receivedAt: call.receivedAt,
  })
  return reply
}

function decide(
  state: SandboxState,
  route: ApiRoute,
  call: IncomingCall,
): { reply: Reply; replayed: boolean } {
  const injected = state.failures.take(route.target, {
    body: call.body.ok ? JSON.stringify(call.body.body) : '',
    companyCode: call.headers['company-code'],
  })
  if (injected !== undefined) return { reply: fail(injected, 'Sandbox failure injected'), replayed: false }
  if (!call.body.ok) return { reply: call.body.reply, replayed: false }
  for (const check of route.headers) {
    const refusal = check(call.headers)
    if (refusal) return { reply: refusal, replayed: false }
  }
  const key = call.method === 'POST' ? call.headers['idempotency-key'] : undefined
  const previous = key ? state.idempotency.find(route.target, key) : undefined
  if (previous) return { reply: previous, replayed: true }

  const reply = run(route, call)
  if (key) state.idempotency.remember(route.target, key, reply)
  return { reply, replayed: false }
}

function run(route: ApiRoute, call: IncomingCall): Reply {
  try {
    return route.handle({
      params: call.params,
      query: call.query,
      headers: call.headers,
      body: call.body.ok ? call.body.body : null,
    })
  } catch (error) {
    if (error instanceof HttpError) return error.reply
    console.error(`Sandbox handler for ${route.target} failed:`, error)
    return fail(500, 'Sandbox handler error')
  }
}
