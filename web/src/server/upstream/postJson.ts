/** An upstream's answer: status and parsed JSON (or text when it is not JSON). */
export type UpstreamResponse = { status: number; body: unknown }

export type CallOptions = {
  idempotencyKey?: string
  timeoutMs?: number
  /** `no-store` where the contract says the answer is never to come from a cache. */
  cache?: RequestCache
}

export class UpstreamError extends Error {
  override name = 'UpstreamError'
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`.slice(0, 2000))
  }
}

/** One back-office call: JSON both ways, an idempotency key when given, a timeout (docs/upstream.md). */
export async function requestJson(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body: unknown,
  { idempotencyKey, timeoutMs = 10_000, cache }: CallOptions = {},
): Promise<UpstreamResponse> {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...headers,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
    ...(cache ? { cache } : {}),
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // Keep the text: an upstream error page is still worth logging.
  }
  return { status: response.status, body: parsed }
}
